import { type Actor, actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidateSearchQuery } from '@talentmatch/shared/matching';
import { requireRole } from '../../platform/auth/guards.ts';
import { userDirectory } from '../users/queries.ts';
import { userRoles } from '../users/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { fileAnswer, operation, problems } from '../../platform/api-schema.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { candidateDetailAnswer, candidateSearchAnswer, rankingJobsAnswer } from './schema.ts';
import { sql } from 'drizzle-orm';
import { can as canCandidate } from '../candidate-profiles/policy.ts';
import { candidateVisibility, getPhoto, getResume } from '../candidate-profiles/service.ts';
import { PROFILE_MESSAGES } from '@talentmatch/shared/candidate-profile';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { completedTrainingCount } from '../training/queries.ts';
import { signPhotoLink, signResumeLink, verifyPhotoLink, verifyResumeLink } from './resume-link.ts';
import { authorize } from './policy.ts';
import { CANDIDATE_NOT_FOUND, candidateDetail, rankingJobs, searchCandidates } from './service.ts';
import type { ShortlistKeeper } from './shortlist.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid candidate id.');
const detailQuery = z.object({ jobId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid('Choose a valid job.').optional()) });
const resumeQuery = z.object({ token: z.string().min(1, 'The link is not valid.').max(2000) });

/** employer/candidates and employer/candidates/{id}/{jobId?}: only employers of a company and administrators. */
export async function candidateSearchRoutes(app: FastifyInstance, ctx: AppContext, shortlists: ShortlistKeeper) {
  const { db, authenticate } = ctx;
  const employer = [authenticate, requireRole('Employer', 'Administrator')];
  const viewer = (request: FastifyRequest): Actor => {
    const actor = actorOf(request);
    authorize(actor, 'search');
    return actor;
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Candidate search';

  api.get(
    '/api/candidates',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'searchCandidates', 'Search the visible candidates (by match against a job, or by score)'),
        querystring: candidateSearchQuery,
        response: { 200: candidateSearchAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const who = viewer(request);
      // where a ranking by match came from: the job's shortlist or a ranking at query time (bench/search.mjs counts them)
      const onRanked = (from: string) => void reply.header('server-timing', `ranking;desc="${from}"`);
      return searchCandidates(db, who, request.query, { keeper: shortlists, onRanked });
    },
  );

  api.get(
    '/api/candidates/ranking-jobs',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listRankingJobs', "The company's jobs the search can rank by"),
        response: { 200: rankingJobsAnswer, ...problems(401, 403) },
      },
    },
    async (request) => rankingJobs(db, viewer(request)),
  );

  api.get(
    '/api/candidates/:id',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'getCandidate', "A visible candidate's profile (with the match against a job)"),
        params: idParams,
        querystring: detailQuery,
        response: { 200: candidateDetailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const who = viewer(request);
      const { id } = request.params;
      const { jobId } = request.query;
      const token = await signResumeLink(ctx.config.jwtSecret, id, who.userId);
      const detail = await candidateDetail(db, who, id, jobId, () => `/api/candidates/${id}/resume?token=${encodeURIComponent(token)}`);
      const photoToken = detail.hasPhoto ? await signPhotoLink(ctx.config.jwtSecret, id, who.userId) : null;
      return { ...detail, photoToken, trainingCompleted: await completedTrainingCount(db, id) };
    },
  );

  /** Access is checked when the file is read: a candidate hidden since the link was made is no longer shown. */
  const requireViewerMaySee = async (viewerId: string | null, candidateId: string) => {
    if (!viewerId) throw new NotFoundError(CANDIDATE_NOT_FOUND);
    const { rows } = await db.execute<{ roles: string[]; company_id: string | null; deleted_at: Date | null }>(
      sql`select roles, company_id, deleted_at from ${userDirectory} where id = ${viewerId}`,
    );
    const user = rows[0];
    if (
      !user ||
      user.deleted_at ||
      !canCandidate(
        { userId: viewerId, roles: userRoles({ roles: user.roles }), companyId: user.company_id },
        'view',
        await candidateVisibility(db, candidateId),
      )
    ) {
      throw new NotFoundError(CANDIDATE_NOT_FOUND);
    }
  };

  // Opened by an <img>, so it carries a signed link instead of the bearer token (avatarBaseUrl in the client config).
  api.get(
    '/api/avatars/:id',
    {
      schema: {
        ...operation(tag, 'getCandidatePhoto', "A candidate's photo, through a signed link (no bearer token)", 'public'),
        params: idParams,
        querystring: resumeQuery,
        response: { 200: fileAnswer('image/*', 'The photo'), ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { token } = request.query;
      await requireViewerMaySee(await verifyPhotoLink(ctx.config.jwtSecret, id, token), id);
      const photo = await getPhoto({ db, storage: ctx.storage }, id);
      if (!photo) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
      return reply
        .type(photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=600')
        .send(photo.data);
    },
  );

  // Opened by an iframe or a download link, so it carries a signed link instead of the bearer token.
  api.get(
    '/api/candidates/:id/resume',
    {
      schema: {
        ...operation(tag, 'getCandidateResume', "A candidate's resume, through a signed link (no bearer token)", 'public'),
        params: idParams,
        querystring: resumeQuery,
        response: { 200: fileAnswer('application/octet-stream', 'The resume (PDF, DOC or DOCX)'), ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { token } = request.query;
      await requireViewerMaySee(await verifyResumeLink(ctx.config.jwtSecret, id, token), id);
      const resume = await getResume({ db, storage: ctx.storage }, id);
      const inline = resume.contentType === 'application/pdf';
      return (
        reply
          .type(resume.contentType)
          .header(
            'content-disposition',
            inline ? contentDisposition(resume.fileName).replace(/^attachment/, 'inline') : contentDisposition(resume.fileName),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Shown inside our own candidate page: framing by the same origin only.
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', "frame-ancestors 'self'")
          .send(resume.data)
      );
    },
  );
}
