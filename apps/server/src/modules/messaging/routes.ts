import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
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
import { parseOrThrow } from '../../platform/errors.ts';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { opensInline, readMessageForm, type UploadedFile } from './attachments.ts';
import * as messaging from './service.ts';

const uuid = (label: string) => z.string().uuid(`Not a valid ${label}.`);
const conversationParams = z.object({ id: uuid('conversation') });
const messageParams = z.object({ messageId: uuid('message') });
const jobParams = z.object({ jobId: uuid('job') });
const fileParams = z.object({ fileId: uuid('attachment') });

/** The Messages calls of §7 (api/message/...); the rules live in policy.ts, the work in service.ts. */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const deps: messaging.MessagingDeps = { db, storage: ctx.storage, events: ctx.events, log: app.log, background: ctx.background };
  const signedIn = [authenticate];
  const reader = [authenticate, requireRole('Candidate', 'Employer', 'Administrator')];
  const party = [authenticate, requireRole('Candidate', 'Employer')];
  const candidate = [authenticate, requireRole('Candidate')];
  app.get('/api/message/unread-count/user', { preHandler: signedIn }, async (request) => messaging.unreadCount(db, actorOf(request)));

  app.get('/api/message/previews', { preHandler: reader }, async (request) =>
    messaging.listPreviews(db, actorOf(request), parseOrThrow(previewsQuery, request.query)),
  );

  app.get('/api/message/job-previews/:jobId', { preHandler: reader }, async (request) => {
    const { jobId } = parseOrThrow(jobParams, request.params);
    return messaging.listJobPreviews(db, actorOf(request), jobId, parseOrThrow(previewsQuery, request.query));
  });

  app.get('/api/message/message-view', { preHandler: reader }, async (request) =>
    messaging.getMessageView(db, actorOf(request), parseOrThrow(messageViewQuery, request.query)),
  );

  app.get('/api/message/messages/:id', { preHandler: reader }, async (request) => {
    const { id } = parseOrThrow(conversationParams, request.params);
    return messaging.getMessages(db, actorOf(request), id, parseOrThrow(messagesQuery, request.query));
  });

  app.get('/api/message/conversation/:id', { preHandler: reader }, async (request) =>
    messaging.getConversation(db, actorOf(request), parseOrThrow(conversationParams, request.params).id),
  );

  app.get('/api/message/conversation', { preHandler: party }, async (request) =>
    messaging.findPartyConversation(db, actorOf(request), parseOrThrow(conversationPartyQuery, request.query)),
  );

  app.get('/api/message/has-messaged', { preHandler: party }, async (request) =>
    messaging.hasMessaged(db, actorOf(request), parseOrThrow(conversationPartyQuery, request.query)),
  );

  // JSON, or multipart/form-data with the same fields and at most one `file` part (cut at the attachment limit).
  // a multipart message may carry a file: it counts against the user's upload limit (429 before anything is read or stored)
  const uploadLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.isMultipart()) await ctx.limiters.uploadsPerUser.call(app, request, reply);
  };
  app.post('/api/message', { preHandler: [...reader, uploadLimit] }, async (request, reply) => {
    let fields: unknown = request.body;
    let file: UploadedFile | null = null;
    if (request.isMultipart()) {
      ({ fields, file } = await readMessageForm(request, (await getSiteConfiguration(db)).uploadLimits.attachmentBytes));
    }
    const body = parseOrThrow(sendMessageBody, fields);
    return reply.status(201).send(await messaging.postMessage(deps, actorOf(request), { ...body, file }));
  });

  app.post('/api/message/conversation', { preHandler: party }, async (request, reply) => {
    const body = parseOrThrow(startConversationBody, request.body);
    return reply.status(201).send(await messaging.startConversation(deps, actorOf(request), body));
  });

  app.post('/api/message/empty-conversation', { preHandler: party }, async (request, reply) => {
    const { conversation, created } = await messaging.openConversation(
      db,
      actorOf(request),
      parseOrThrow(conversationPartyQuery, request.body),
    );
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.put('/api/message/mark-read/:messageId', { preHandler: reader }, async (request) =>
    messaging.markMessageRead(deps, actorOf(request), parseOrThrow(messageParams, request.params).messageId),
  );

  app.put('/api/message/mark-read/conversation/:id', { preHandler: reader }, async (request) =>
    messaging.markConversationRead(deps, actorOf(request), parseOrThrow(conversationParams, request.params).id),
  );

  app.get('/api/message/users-in-conversation/:id', { preHandler: reader }, async (request) =>
    messaging.getConversationUsers(db, actorOf(request), parseOrThrow(conversationParams, request.params).id),
  );

  app.get('/api/message/attachment/:fileId', { preHandler: reader }, async (request, reply) => {
    const attachment = await messaging.getAttachment(deps, actorOf(request), parseOrThrow(fileParams, request.params).fileId);
    const disposition = contentDisposition(attachment.fileName);
    return reply
      .type(attachment.contentType)
      .header('content-disposition', opensInline(attachment.contentType) ? disposition.replace(/^attachment/, 'inline') : disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private')
      .send(attachment.data);
  });

  app.post('/api/message/upload-profile-attachment', { preHandler: candidate }, async (request, reply) => {
    const query = parseOrThrow(profileAttachmentQuery, request.query);
    return reply.status(201).send(await messaging.attachmentToResume(deps, actorOf(request), query));
  });
}
