import { fetchProtectedBlob } from './get-photo.ts';

/** Downloads the resume under its original name. */
export async function downloadResume(fileName: string): Promise<void> {
  const blob = await fetchProtectedBlob('/api/candidate/profile/resume');
  if (!blob) throw new Error('You have not uploaded a resume.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
