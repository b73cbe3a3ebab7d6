import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import { surveyBody, surveyListQuery, surveyStatusBody, surveySubmitBody, type AnswerValue } from '@talentmatch/shared/surveys';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { surveyIdParams } from './schema.ts';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, setSurveyStatus, updateSurvey } from './manage-surveys.ts';
import { answersOverview, surveyCsvRows, surveyResults } from './results.ts';
import { getSurveyToAnswer, skipSurvey, submitSurvey } from './service.ts';

const cell = (value: AnswerValue | undefined) => (value === undefined ? '' : Array.isArray(value) ? value.join('; ') : value);

/** Surveys: the specification's four calls and the administrators' CRUD (docs/feedback-and-surveys.md). */
export async function surveyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = { preHandler: [authenticate, requireRole('Administrator')] };
  const respondent = { preHandler: [authenticate, requireRole('Candidate', 'Employer')] };
  const anyone = { preHandler: [authenticate, requireRole('Candidate', 'Employer', 'Administrator')] };
  const id = (params: unknown) => parseOrThrow(surveyIdParams, params).id;

  // §7 Survey calls. The static answers/all wins over answers/:id in Fastify's router.
  app.get('/api/survey/answers/all', admin, async (request) => {
    const { page, pageSize } = parseOrThrow(surveyListQuery, request.query);
    return answersOverview(db, { page, pageSize });
  });
  app.get('/api/survey/answers/:id/csv', admin, async (request, reply) => {
    const { survey, questions, responses } = await surveyCsvRows(db, id(request.params));
    type Row = (typeof responses)[number];
    const columns: CsvColumn<Row>[] = [
      { header: 'Submitted at', value: (r) => r.createdAt },
      { header: 'Role', value: (r) => r.role },
      ...(survey.anonymous
        ? []
        : [
            { header: 'Name', value: (r: Row) => (r.user?.id ? `${r.user.firstName} ${r.user.lastName}`.trim() : '') },
            { header: 'Email', value: (r: Row) => r.user?.email ?? '' },
          ]),
      ...questions.map((q) => ({ header: q.prompt, value: (r: Row) => cell(r.answers[q.id]) })),
    ];
    const slug =
      survey.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'survey';
    return sendCsv(reply, `survey-${slug}.csv`, toCsv(columns, responses));
  });
  app.get('/api/survey/answers/:id', admin, async (request) => surveyResults(db, id(request.params)));
  app.get('/api/survey/:id', anyone, async (request) => getSurveyToAnswer(db, actorOf(request), id(request.params)));
  app.post('/api/survey', respondent, async (request, reply) => {
    const body = parseOrThrow(surveySubmitBody, request.body);
    return reply.status(201).send(await submitSurvey(db, actorOf(request), body));
  });
  app.post('/api/survey/:id/skip', respondent, async (request, reply) => {
    await skipSurvey(db, actorOf(request), id(request.params));
    return reply.status(204).send();
  });

  // Administrators' CRUD
  app.get('/api/admin/surveys', admin, async (request) => listSurveys(db, parseOrThrow(surveyListQuery, request.query)));
  app.post('/api/admin/surveys', admin, async (request, reply) => {
    const body = parseOrThrow(surveyBody, request.body);
    return reply.status(201).send(await createSurvey(db, requireAuth(request).userId, body));
  });
  app.get('/api/admin/surveys/:id', admin, async (request) => getSurvey(db, id(request.params)));
  app.put('/api/admin/surveys/:id', admin, async (request) => {
    const surveyId = id(request.params);
    return updateSurvey(db, surveyId, parseOrThrow(surveyBody, request.body));
  });
  app.post('/api/admin/surveys/:id/status', admin, async (request) => {
    const surveyId = id(request.params);
    const { status } = parseOrThrow(surveyStatusBody, request.body);
    return setSurveyStatus(db, surveyId, status);
  });
  app.delete('/api/admin/surveys/:id', admin, async (request, reply) => {
    await deleteSurvey(db, id(request.params));
    return reply.status(204).send();
  });
}
