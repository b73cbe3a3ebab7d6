import { z } from 'zod';
import { IN_APP_NOTICE_KINDS } from '@talentmatch/shared/notifications';
import { timestamp, uuid } from '../../platform/api-schema.ts';

const noticeAnswer = z
  .object({
    id: uuid,
    kind: z.enum(IN_APP_NOTICE_KINDS),
    title: z.string(),
    link: z.string().nullable().describe('a path inside the app, or null when there is nowhere to go'),
    createdAt: timestamp,
    readAt: timestamp.nullable(),
  })
  .meta({ id: 'Notification' });

export const noticePageAnswer = z.object({ items: z.array(noticeAnswer), total: z.number().int(), unread: z.number().int() });
export const noticeUnreadAnswer = z.object({ count: z.number().int() });
export const noticesReadAnswer = z.object({ unread: z.number().int().describe('the unread notices left') });
