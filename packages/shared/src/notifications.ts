import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';

/**
 * In-app notifications: the notification centre (the header's bell and its page). Fed by the same events as the
 * product's mails; each has a kind (its icon and wording), a one-line title and the page it leads to.
 */
export const IN_APP_NOTICE_KINDS = ['application', 'interview', 'account', 'team', 'billing', 'feedback'] as const;
export type InAppNoticeKind = (typeof IN_APP_NOTICE_KINDS)[number];

export interface InAppNotice {
  id: string;
  kind: InAppNoticeKind;
  title: string;
  /** a path inside the app (`/candidate/applications`), or null when there is nowhere to go */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface InAppNoticePage {
  items: InAppNotice[];
  total: number;
  unread: number;
}

export interface InAppNoticeUnread {
  count: number;
}

export const noticeListQuery = z.object({ page: pageParam(), pageSize: pageSizeParam(20, 50) });

export const noticeReadBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Each notification must be a notification id.' }), {
      error: 'Notifications must be a list of notification ids.',
    })
    .min(1, 'Choose at least one notification.')
    .max(100, 'Mark at most 100 notifications at a time.'),
});
