import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surveyBody, surveyListQuery, surveyStatusBody, surveySubmitBody, type AnswerValue } from '@talentmatch/shared/surveys';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { fileAnswer, noContent, operation, problems, uuid } from '../../platform/api-schema.ts';
import {
  answersOverviewAnswer,
  surveyAnswer,
  surveyIdParams,
  surveyListAnswer,
  surveyResultsAnswer,
  surveyToAnswerAnswer,
} from './schema.ts';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, setSurveyStatus, updateSurvey } from './manage-surveys.ts';
import { answersOverview, surveyCsvRows, surveyResults } from './results.ts';
import { getSurveyToAnswer, skipSurvey, submitSurvey } from './service.ts';

const cell = (value: AnswerValue | undefined) => (value === undefined ? '' : Array.isArray(value) ? value.join('; ') : value);

/** Surveys: the specification's four calls and the administrators' CRUD (docs/feedback-and-surveys.md). */
export async function surveyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const respondent = [authenticate, requireRole('Candidate', 'Employer')];
  const anyone = [authenticate, requireRole('Candidate', 'Employer', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Surveys';

  // §7 Survey calls. The static answers/all wins over answers/:id in Fastify's router.
  api.get(
    '/api/survey/answers/all',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getSurveyAnswersOverview', "Every survey's answer counts and the latest answers"),
        querystring: surveyListQuery,
        response: { 200: answersOverviewAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => answersOverview(db, { page: request.query.page, pageSize: request.query.pageSize }),
  );
  api.get(
    '/api/survey/answers/:id/csv',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getSurveyAnswersCsv', "A survey's answers as CSV (names only when not anonymous)"),
        params: surveyIdParams,
        response: { 200: fileAnswer('text/csv', 'One row per response'), ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { survey, questions, responses } = await surveyCsvRows(db, request.params.id);
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
    },
  );
  api.get(
    '/api/survey/answers/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getSurveyResults', "A survey's results per question and its responses"),
        params: surveyIdParams,
        response: { 200: surveyResultsAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => surveyResults(db, request.params.id),
  );
  api.get(
    '/api/survey/:id',
    {
      preHandler: anyone,
      schema: {
        ...operation(tag, 'getSurveyToAnswer', "A survey to answer (open, for the caller's audience)"),
        params: surveyIdParams,
        response: { 200: surveyToAnswerAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getSurveyToAnswer(db, actorOf(request), request.params.id),
  );
  api.post(
    '/api/survey',
    {
      preHandler: respondent,
      schema: {
        ...operation(tag, 'submitSurvey', 'Answer a survey (once)'),
        body: surveySubmitBody,
        response: { 201: z.object({ id: uuid }), ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await submitSurvey(db, actorOf(request), request.body)),
  );
  api.post(
    '/api/survey/:id/skip',
    {
      preHandler: respondent,
      schema: {
        ...operation(tag, 'skipSurvey', 'Decline a survey (it is not offered again)'),
        params: surveyIdParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await skipSurvey(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Administrators' CRUD
  api.get(
    '/api/admin/surveys',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listSurveys', 'The surveys, by status'),
        querystring: surveyListQuery,
        response: { 200: surveyListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listSurveys(db, request.query),
  );
  api.post(
    '/api/admin/surveys',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'createSurvey', 'Write a survey (a draft)'),
        body: surveyBody,
        response: { 201: surveyAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createSurvey(db, requireAuth(request).userId, request.body)),
  );
  api.get(
    '/api/admin/surveys/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getSurvey', 'One survey'),
        params: surveyIdParams,
        response: { 200: surveyAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getSurvey(db, request.params.id),
  );
  api.put(
    '/api/admin/surveys/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'updateSurvey', 'Change a survey (questions only while no one has answered)'),
        params: surveyIdParams,
        body: surveyBody,
        response: { 200: surveyAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSurvey(db, request.params.id, request.body),
  );
  api.post(
    '/api/admin/surveys/:id/status',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'setSurveyStatus', 'Open or close a survey'),
        params: surveyIdParams,
        body: surveyStatusBody,
        response: { 200: surveyAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setSurveyStatus(db, request.params.id, request.body.status),
  );
  api.delete(
    '/api/admin/surveys/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'deleteSurvey', 'Delete a survey'),
        params: surveyIdParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSurvey(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
