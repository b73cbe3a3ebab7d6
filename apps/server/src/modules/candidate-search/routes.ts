import { actorOf, isAdmin } from '../../platform/auth/actor.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { candidateSearchQuery } from '@talentmatch/shared/matching';
import { requireRole } from '../../platform/auth/guards.ts';
import { userDirectory } from '../users/queries.ts';
import { userRoles } from '../users/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { ForbiddenError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { sql } from 'drizzle-orm';
import { canViewCandidate } from '../candidate-profiles/policy.ts';
import { candidateVisibility, getPhoto, getResume } from '../candidate-profiles/service.ts';
import { PROFILE_MESSAGES } from '@talentmatch/shared/candidate-profile';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { completedTrainingCount } from '../training/queries.ts';
import { signPhotoLink, signResumeLink, verifyPhotoLink, verifyResumeLink } from './resume-link.ts';
import { CANDIDATE_NOT_FOUND, candidateDetail, rankingJobs, searchCandidates, type Viewer } from './service.ts';
import type { ShortlistKeeper } from './shortlist.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid candidate id.');
const detailQuery = z.object({ jobId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid('Choose a valid job.').optional()) });
const resumeQuery = z.object({ token: z.string().min(1, 'The link is not valid.').max(2000) });
const NEEDS_COMPANY = 'Register your company before searching candidates.';

/** employer/candidates and employer/candidates/{id}/{jobId?}: only employers of a company and administrators. */
export async function candidateSearchRoutes(app: FastifyInstance, ctx: AppContext, shortlists: ShortlistKeeper) {
  const { db, authenticate } = ctx;
  const employer = [authenticate, requireRole('Employer', 'Administrator')];
  const viewer = (request: FastifyRequest): Viewer => {
    const actor = actorOf(request);
    if (!isAdmin(actor) && !actor.companyId) throw new ForbiddenError(NEEDS_COMPANY);
    return { userId: actor.userId, companyId: actor.companyId, isAdmin: isAdmin(actor) };
  };

  app.get('/api/candidates', { preHandler: employer }, async (request, reply) => {
    const who = viewer(request);
    // where a ranking by match came from: the job's shortlist or a ranking at query time (bench/search.mjs counts them)
    const onRanked = (from: string) => void reply.header('server-timing', `ranking;desc="${from}"`);
    return searchCandidates(db, who, parseOrThrow(candidateSearchQuery, request.query), { keeper: shortlists, onRanked });
  });

  app.get('/api/candidates/ranking-jobs', { preHandler: employer }, async (request) => rankingJobs(db, viewer(request)));

  app.get('/api/candidates/:id', { preHandler: employer }, async (request) => {
    const who = viewer(request);
    const { id } = parseOrThrow(idParams, request.params);
    const { jobId } = parseOrThrow(detailQuery, request.query);
    const token = await signResumeLink(ctx.config.jwtSecret, id, who.userId);
    const detail = await candidateDetail(db, who, id, jobId, () => `/api/candidates/${id}/resume?token=${encodeURIComponent(token)}`);
    const photoToken = detail.hasPhoto ? await signPhotoLink(ctx.config.jwtSecret, id, who.userId) : null;
    return { ...detail, photoToken, trainingCompleted: await completedTrainingCount(db, id) };
  });

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
      !canViewCandidate({ roles: userRoles({ roles: user.roles }), companyId: user.company_id }, await candidateVisibility(db, candidateId))
    ) {
      throw new NotFoundError(CANDIDATE_NOT_FOUND);
    }
  };

  // Opened by an <img>, so it carries a signed link instead of the bearer token (avatarBaseUrl in the client config).
  app.get('/api/avatars/:id', async (request, reply) => {
    const { id } = parseOrThrow(idParams, request.params);
    const { token } = parseOrThrow(resumeQuery, request.query);
    await requireViewerMaySee(await verifyPhotoLink(ctx.config.jwtSecret, id, token), id);
    const photo = await getPhoto({ db, storage: ctx.storage }, id);
    if (!photo) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
    return reply
      .type(photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=600')
      .send(photo.data);
  });

  // Opened by an iframe or a download link, so it carries a signed link instead of the bearer token.
  app.get('/api/candidates/:id/resume', async (request, reply) => {
    const { id } = parseOrThrow(idParams, request.params);
    const { token } = parseOrThrow(resumeQuery, request.query);
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
  });
}
