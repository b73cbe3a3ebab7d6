import { z } from 'zod';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const conversationAnswer = z
  .object({
    id: uuid,
    candidate: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), headline: z.string(), hasPhoto: z.boolean() }),
    company: z.object({ id: uuid, name: z.string(), logoUrl: z.string().nullable() }),
    job: z.object({ id: uuid, title: z.string(), status: z.string() }).nullable(),
    createdAt: timestamp,
    lastMessageAt: timestamp.nullable(),
    hiring: z.object({ applicationId: uuid, status: z.string() }).nullable(),
  })
  .meta({ id: 'Conversation' });

export const previewListAnswer = z.object({
  items: z.array(
    conversationAnswer.extend({
      lastMessage: z
        .object({
          id: uuid,
          body: z.string(),
          senderName: z.string(),
          fromMe: z.boolean(),
          hasAttachment: z.boolean(),
          createdAt: timestamp,
        })
        .nullable(),
      unreadCount: z.number().int(),
    }),
  ),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const messageAnswer = z
  .object({
    id: uuid,
    conversationId: uuid,
    sender: z.object({ id: uuid.nullable(), name: z.string(), side: z.enum(['candidate', 'employer', 'system']) }),
    body: z.string(),
    templateType: z.string().nullable(),
    attachment: z
      .object({ id: uuid, fileName: z.string(), contentType: z.string(), size: z.number().int(), url: z.string(), inline: z.boolean() })
      .nullable(),
    createdAt: timestamp,
    fromMe: z.boolean(),
    read: z.boolean(),
  })
  .meta({ id: 'Message' });

export const messagePageAnswer = z.object({ items: z.array(messageAnswer), nextBefore: z.string().nullable() });

export const conversationUsersAnswer = z.array(
  z.object({
    id: uuid,
    firstName: z.string(),
    lastName: z.string(),
    side: z.enum(['candidate', 'employer']),
    isAccountManager: z.boolean(),
  }),
);

export const messageViewAnswer = z.object({
  conversation: conversationAnswer,
  messages: messagePageAnswer,
  users: conversationUsersAnswer,
  canPost: z.boolean(),
});

export const hasMessagedAnswer = z.object({ hasMessaged: z.boolean(), conversationId: uuid.nullable() });
export const unreadCountAnswer = z.object({ count: z.number().int() });
export const startedConversationAnswer = z.object({ conversation: conversationAnswer, message: messageAnswer });
export const resumeFromAttachmentAnswer = z.object({
  resume: z.object({
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    uploadedAt: timestamp,
    textLength: z.number().int(),
  }),
  suggestedSkills: z.array(z.object({ id: uuid, name: z.string(), category: z.string() })),
});
