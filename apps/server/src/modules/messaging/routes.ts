import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationPartyQuery,
  messagesQuery,
  messageViewQuery,
  previewsQuery,
  profileAttachmentQuery,
  sendMessageBody,
  startConversationBody,
} from '@talentmatch/shared/messaging-requests';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { fileAnswer, operation, problems } from '../../platform/api-schema.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { opensInline, readMessageForm, type UploadedFile } from './attachments.ts';
import {
  conversationAnswer,
  conversationUsersAnswer,
  hasMessagedAnswer,
  messageAnswer,
  messagePageAnswer,
  messageViewAnswer,
  previewListAnswer,
  resumeFromAttachmentAnswer,
  startedConversationAnswer,
  unreadCountAnswer,
} from './schema.ts';
import * as messagingService from './service.ts';

const uuid = (label: string) => z.string().uuid(`Not a valid ${label}.`);
const conversationParams = z.object({ id: uuid('conversation') });
const messageParams = z.object({ messageId: uuid('message') });
const jobParams = z.object({ jobId: uuid('job') });
const fileParams = z.object({ fileId: uuid('attachment') });

/** The Messages calls of §7 (api/message/...); the rules live in policy.ts, the work in service.ts. */
export async function messagingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  uses: Pick<messagingService.MessagingDeps, 'applications' | 'profiles'>,
) {
  const { db, authenticate } = ctx;
  const deps: messagingService.MessagingDeps = {
    db,
    storage: ctx.storage,
    events: ctx.events,
    log: app.log,
    background: ctx.background,
    ...uses,
  };
  const messaging = { ...messagingService, ...messagingService.createConversationReads(deps) };
  const signedIn = [authenticate];
  const reader = [authenticate, requireRole('Candidate', 'Employer', 'Administrator')];
  const party = [authenticate, requireRole('Candidate', 'Employer')];
  const candidate = [authenticate, requireRole('Candidate')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Messaging';

  api.get(
    '/api/message/unread-count/user',
    {
      preHandler: signedIn,
      schema: {
        ...operation(tag, 'getUnreadCount', "The caller's unread messages"),
        response: { 200: unreadCountAnswer, ...problems(401) },
      },
    },
    async (request) => messaging.unreadCount(db, actorOf(request)),
  );

  api.get(
    '/api/message/previews',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'listConversationPreviews', "The caller's conversations with their last message"),
        querystring: previewsQuery,
        response: { 200: previewListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => messaging.listPreviews(db, actorOf(request), request.query),
  );

  api.get(
    '/api/message/job-previews/:jobId',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'listJobConversationPreviews', "A job's conversations"),
        params: jobParams,
        querystring: previewsQuery,
        response: { 200: previewListAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.listJobPreviews(db, actorOf(request), request.params.jobId, request.query),
  );

  api.get(
    '/api/message/message-view',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'getMessageView', 'A conversation with its latest messages and people'),
        querystring: messageViewQuery,
        response: { 200: messageViewAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.getMessageView(db, actorOf(request), request.query),
  );

  api.get(
    '/api/message/messages/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'listMessages', "A conversation's messages, newest first, paged by `before`"),
        params: conversationParams,
        querystring: messagesQuery,
        response: { 200: messagePageAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.getMessages(db, actorOf(request), request.params.id, request.query),
  );

  api.get(
    '/api/message/conversation/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'getConversation', 'One conversation'),
        params: conversationParams,
        response: { 200: conversationAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.getConversation(db, actorOf(request), request.params.id),
  );

  api.get(
    '/api/message/conversation',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'findConversation', 'The conversation between the caller and a candidate or company (about a job)'),
        querystring: conversationPartyQuery,
        response: { 200: conversationAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.findPartyConversation(db, actorOf(request), request.query),
  );

  api.get(
    '/api/message/has-messaged',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'hasMessaged', 'Whether the caller and the other party have a conversation'),
        querystring: conversationPartyQuery,
        response: { 200: hasMessagedAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => messaging.hasMessaged(db, actorOf(request), request.query),
  );

  // JSON, or multipart/form-data with the same fields and at most one `file` part (cut at the attachment limit).
  // a multipart message may carry a file: it counts against the user's upload limit (429 before anything is read or stored)
  const uploadLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.isMultipart()) await ctx.limiters.uploadsPerUser.call(app, request, reply);
  };
  api.post(
    '/api/message',
    {
      preHandler: [...reader, uploadLimit],
      schema: {
        ...operation(
          tag,
          'postMessage',
          'Post a message (JSON, or multipart/form-data with one `file` part); the body is checked by the route',
        ),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: messageAnswer, ...problems(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      let fields: unknown = request.body;
      let file: UploadedFile | null = null;
      if (request.isMultipart()) {
        ({ fields, file } = await readMessageForm(request, (await getSiteConfiguration(db)).uploadLimits.attachmentBytes));
      }
      const body = parseOrThrow(sendMessageBody, fields);
      return reply.status(201).send(await messaging.postMessage(deps, actorOf(request), { ...body, file }));
    },
  );

  api.post(
    '/api/message/conversation',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'startConversation', 'Start a conversation with its first message'),
        body: startConversationBody,
        response: { 201: startedConversationAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await messaging.startConversation(deps, actorOf(request), request.body)),
  );

  api.post(
    '/api/message/empty-conversation',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'openConversation', 'Open (or find) a conversation without a message: 201 when new, 200 when it existed'),
        body: conversationPartyQuery,
        response: { 200: conversationAnswer, 201: conversationAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await messaging.openConversation(db, actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  api.put(
    '/api/message/mark-read/:messageId',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'markMessageRead', 'Mark a message read'),
        params: messageParams,
        response: { 200: unreadCountAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.markMessageRead(deps, actorOf(request), request.params.messageId),
  );

  api.put(
    '/api/message/mark-read/conversation/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'markConversationRead', "Mark a conversation's messages read"),
        params: conversationParams,
        response: { 200: unreadCountAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.markConversationRead(deps, actorOf(request), request.params.id),
  );

  api.get(
    '/api/message/users-in-conversation/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'listConversationUsers', 'The people of a conversation'),
        params: conversationParams,
        response: { 200: conversationUsersAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => messaging.getConversationUsers(db, actorOf(request), request.params.id),
  );

  api.get(
    '/api/message/attachment/:fileId',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'getAttachment', "A message's attachment"),
        params: fileParams,
        response: { 200: fileAnswer('application/octet-stream', 'The file'), ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const attachment = await messaging.getAttachment(deps, actorOf(request), request.params.fileId);
      const disposition = contentDisposition(attachment.fileName);
      return reply
        .type(attachment.contentType)
        .header('content-disposition', opensInline(attachment.contentType) ? disposition.replace(/^attachment/, 'inline') : disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private')
        .send(attachment.data);
    },
  );

  api.post(
    '/api/message/upload-profile-attachment',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'useAttachmentAsResume', "Make a received attachment the candidate's resume"),
        querystring: profileAttachmentQuery,
        response: { 201: resumeFromAttachmentAnswer, ...problems(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await messaging.attachmentToResume(deps, actorOf(request), request.query)),
  );
}
