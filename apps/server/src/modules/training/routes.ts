import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTrainingQuery,
  libraryQuery,
  quizAnswersBody,
  timeSpentBody,
  trainingBulkBody,
  trainingItemBody,
  trainingOrderBody,
} from '@talentmatch/shared/training';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { fileAnswer, operation, problems } from '../../platform/api-schema.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { can } from './policy.ts';
import {
  adminItemAnswer,
  adminListAnswer,
  completionAnswer,
  itemViewAnswer,
  libraryAnswer,
  myTrainingAnswer,
  quizResultAnswer,
  trainingIdParams,
  trainingReportAnswer,
} from './schema.ts';
import { bulkAction, createItem, getAdmin, listAdmin, reorderItems, updateItem } from './manage-training.ts';
import { completedRows, listLibrary, recordTime, submitQuiz, trainingReport, type TrainingService, viewItem } from './service.ts';

/** Career advice: the candidate's reader and report, the administrator's library. Employers get 403 everywhere. */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext, training: TrainingService) {
  const { db, authenticate } = ctx;
  const { completeItem, myTraining } = training;
  const candidate = [authenticate, requireRole('Candidate')];
  const reader = [authenticate, requireRole('Candidate', 'Administrator')];
  const admin = [authenticate, requireRole('Administrator')];

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Training';

  api.get(
    '/api/training',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getMyTraining', "The candidate's recommended, started and completed career advice"),
        response: { 200: myTrainingAnswer, ...problems(401, 403) },
      },
    },
    async (request) => myTraining(db, requireAuth(request).userId),
  );

  api.get(
    '/api/training/items',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listTrainingLibrary', 'The published career advice, searchable'),
        querystring: libraryQuery,
        response: { 200: libraryAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listLibrary(db, requireAuth(request).userId, request.query),
  );

  api.get(
    '/api/training/items/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'viewTrainingItem', 'Read an item (administrators: a preview of any status)'),
        params: trainingIdParams,
        response: { 200: itemViewAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return viewItem(db, auth.userId, request.params.id, { preview: can(auth, 'preview') });
    },
  );

  api.post(
    '/api/training/items/:id/time',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'recordTrainingTime', 'Add reading time to an item'),
        params: trainingIdParams,
        body: timeSpentBody,
        response: { 200: z.object({ secondsSpent: z.number().int() }), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => recordTime(db, requireAuth(request).userId, request.params.id, request.body.seconds),
  );

  api.post(
    '/api/training/items/:id/quiz',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'submitTrainingQuiz', "Answer an item's quiz"),
        params: trainingIdParams,
        body: quizAnswersBody,
        response: { 200: quizResultAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => submitQuiz(db, requireAuth(request).userId, request.params.id, request.body.answers),
  );

  api.post(
    '/api/training/items/:id/complete',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'completeTrainingItem', 'Mark an item completed (its quiz passed first)'),
        params: trainingIdParams,
        response: { 200: completionAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => completeItem(db, requireAuth(request).userId, request.params.id),
  );

  api.get(
    '/api/training/report',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getTrainingReport', "The candidate's training report"),
        response: { 200: trainingReportAnswer, ...problems(401, 403) },
      },
    },
    async (request) => trainingReport(db, requireAuth(request).userId),
  );

  api.get(
    '/api/training/report/csv',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getTrainingReportCsv', 'The completed items as CSV'),
        response: { 200: fileAnswer('text/csv', 'One row per completed item'), ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await completedRows(db, requireAuth(request).userId);
      const csv = toCsv(
        [
          { header: 'Completed on', value: (r) => r.completedAt.toISOString().slice(0, 10) },
          { header: 'Title', value: (r) => r.title },
          { header: 'Category', value: (r) => r.category },
          { header: 'Estimated minutes', value: (r) => r.minutes },
          { header: 'Minutes spent', value: (r) => Math.round(r.secondsSpent / 6) / 10 },
        ],
        rows,
      );
      return sendCsv(reply, 'training-report.csv', csv);
    },
  );

  api.get(
    '/api/admin/training',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listTrainingForAdmin', 'The career advice library, every status'),
        querystring: adminTrainingQuery,
        response: { 200: adminListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listAdmin(db, request.query),
  );

  api.put(
    '/api/admin/training/order',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'reorderTraining', 'Set the order of the library'),
        body: trainingOrderBody,
        response: { 200: adminListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => reorderItems(db, request.body.ids),
  );

  api.post(
    '/api/admin/training/bulk',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'bulkUpdateTraining', 'Publish, unpublish or archive several items'),
        body: trainingBulkBody,
        response: { 200: z.object({ updated: z.number().int() }), ...problems(400, 401, 403) },
      },
    },
    async (request) => bulkAction(db, request.body.action, request.body.ids),
  );

  api.get(
    '/api/admin/training/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getTrainingItemForAdmin', 'One item with its quiz answers and figures'),
        params: trainingIdParams,
        response: { 200: adminItemAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getAdmin(db, request.params.id),
  );

  api.post(
    '/api/admin/training',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'createTrainingItem', 'Write an item'),
        body: trainingItemBody,
        response: { 201: adminItemAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createItem(db, request.body)),
  );

  api.put(
    '/api/admin/training/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'updateTrainingItem', 'Change an item'),
        params: trainingIdParams,
        body: trainingItemBody,
        response: { 200: adminItemAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateItem(db, request.params.id, request.body),
  );
}
