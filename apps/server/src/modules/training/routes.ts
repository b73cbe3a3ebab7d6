import type { FastifyInstance } from 'fastify';
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
import { parseOrThrow } from '../../platform/errors.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { provideTrainingCompleted } from '../candidate-score/service.ts';
import { isPreview, TRAINING_READER_ROLES } from './policy.ts';
import { completedTrainingCount } from './queries.ts';
import { trainingIdParams } from './schema.ts';
import { bulkAction, createItem, getAdmin, listAdmin, reorderItems, updateItem } from './manage-training.ts';
import { completedRows, completeItem, listLibrary, myTraining, recordTime, submitQuiz, trainingReport, viewItem } from './service.ts';

/** Career advice: the candidate's reader and report, the administrator's library. Employers get 403 everywhere. */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  provideTrainingCompleted(completedTrainingCount);
  const candidate = [authenticate, requireRole('Candidate')];
  const reader = [authenticate, requireRole(...TRAINING_READER_ROLES)];
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/training', { preHandler: candidate }, async (request) => myTraining(db, requireAuth(request).userId));

  app.get('/api/training/items', { preHandler: candidate }, async (request) => {
    const query = parseOrThrow(libraryQuery, request.query);
    return listLibrary(db, requireAuth(request).userId, query);
  });

  app.get('/api/training/items/:id', { preHandler: reader }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    const auth = requireAuth(request);
    return viewItem(db, auth.userId, id, { preview: isPreview(auth.roles) });
  });

  app.post('/api/training/items/:id/time', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    const { seconds } = parseOrThrow(timeSpentBody, request.body);
    return recordTime(db, requireAuth(request).userId, id, seconds);
  });

  app.post('/api/training/items/:id/quiz', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    const { answers } = parseOrThrow(quizAnswersBody, request.body);
    return submitQuiz(db, requireAuth(request).userId, id, answers);
  });

  app.post('/api/training/items/:id/complete', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    return completeItem(db, requireAuth(request).userId, id);
  });

  app.get('/api/training/report', { preHandler: candidate }, async (request) => trainingReport(db, requireAuth(request).userId));

  app.get('/api/training/report/csv', { preHandler: candidate }, async (request, reply) => {
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
  });

  app.get('/api/admin/training', { preHandler: admin }, async (request) => listAdmin(db, parseOrThrow(adminTrainingQuery, request.query)));

  app.put('/api/admin/training/order', { preHandler: admin }, async (request) => {
    const { ids } = parseOrThrow(trainingOrderBody, request.body);
    return reorderItems(db, ids);
  });

  app.post('/api/admin/training/bulk', { preHandler: admin }, async (request) => {
    const { action, ids } = parseOrThrow(trainingBulkBody, request.body);
    return bulkAction(db, action, ids);
  });

  app.get('/api/admin/training/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    return getAdmin(db, id);
  });

  app.post('/api/admin/training', { preHandler: admin }, async (request, reply) => {
    const body = parseOrThrow(trainingItemBody, request.body);
    return reply.status(201).send(await createItem(db, body));
  });

  app.put('/api/admin/training/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(trainingIdParams, request.params);
    const body = parseOrThrow(trainingItemBody, request.body);
    return updateItem(db, id, body);
  });
}
