import { paths } from '../../config/paths.ts';

export type MessagingArea = 'admin' | 'candidate' | 'employer';

/** The messages page of an area, with a conversation selected when given (`?c=`). */
export function messagesPath(area: MessagingArea, conversationId?: string | null): string {
  const base = paths[area].messages;
  return conversationId ? `${base}?c=${encodeURIComponent(conversationId)}` : base;
}

/** The mobile width of the specification: below 768 px one pane at a time. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Where the job of a conversation is, for each area (employers: the job's candidates). */
export function jobPath(area: MessagingArea, jobId: string): string {
  if (area === 'candidate') return paths.candidate.job(jobId);
  if (area === 'employer') return `${paths.employer.jobs}/status/${encodeURIComponent(jobId)}`;
  return paths.admin.job(jobId);
}
