import { apiRequest } from './http-client.ts';

/** Fetches a protected file (CSV export, archive) through the HTTP client and saves it under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
