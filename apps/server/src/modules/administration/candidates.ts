import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { listMyApplications } from '../applications/queries.ts';
import { hasCandidateProfile } from '../candidate-profiles/service.ts';
import { getProfile, getScoreHistory, listCandidateSkills, listExperiences } from '../candidate-profiles/service.ts';
import { signResumeLink } from '../candidate-search/service.ts';
import { clientAppConfig } from '../site-config/service.ts';
import { getUserDetail, recordUserViewed } from './service.ts';

const CANDIDATE_NOT_FOUND = 'This candidate does not exist.';

/** admin/candidates/{id}: the account, the profile and its parts, score history and applications, in one answer. */
export async function adminCandidateDetail(ctx: AppContext, adminId: string, id: string) {
  const user = await getUserDetail(ctx.db, id).catch(() => null);
  if (!user || user.deleted || !user.roles.includes('Candidate')) throw new NotFoundError(CANDIDATE_NOT_FOUND);
  await recordUserViewed(ctx.db, adminId, id, 'candidate');
  const viewer = { userId: id, roles: user.roles, companyId: null };
  const applications = await listMyApplications(ctx.db, viewer, { status: 'all', page: 1, pageSize: 100 });
  if (!(await hasCandidateProfile(ctx.db, id))) {
    return { user, profile: null, skills: [], experiences: null, scoreHistory: null, resumeUrl: null, applications };
  }
  const { maxJobExperiences, maxEducationExperiences } = clientAppConfig(ctx.config);
  const [profile, skills, experiences, scoreHistory] = await Promise.all([
    getProfile(ctx.db, id),
    listCandidateSkills(ctx.db, id),
    listExperiences(ctx.db, id, { maxJobExperiences, maxEducationExperiences }),
    getScoreHistory(ctx.db, id),
  ]);
  const token = await signResumeLink(ctx.config.jwtSecret, id, adminId);
  const resumeUrl = profile.resume ? `/api/candidates/${id}/resume?token=${encodeURIComponent(token)}` : null;
  return { user, profile, skills, experiences, scoreHistory, resumeUrl, applications };
}
