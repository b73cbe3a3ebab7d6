import { z } from 'zod';
import { COMPLETENESS } from '@talentmatch/shared/administration';
import { ROLES } from '@talentmatch/shared/roles';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { candidateProfileAnswer, candidateSkillAnswer, experiencesAnswer, scoreHistoryAnswer } from '../candidate-profiles/service.ts';
import { applicationAnswer } from '../applications/service.ts';

const role = z.enum(ROLES);

const adminUser = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  uniqueId: z.string(),
  roles: z.array(role),
  companyId: uuid.nullable(),
  companyName: z.string().nullable(),
  createdAt: timestamp,
  lastLoginAt: timestamp.nullable(),
  locked: z.boolean(),
});

export const adminUserDetailAnswer = adminUser
  .extend({ lockedAt: timestamp.nullable(), deleted: z.boolean(), lastLoginIp: z.string().nullable() })
  .meta({ id: 'AdminUserDetail' });

export const userListAnswer = z.object({
  users: z.array(adminUser),
  totalRecords: z.number().int(),
  totalIsEstimate: z.boolean().optional().describe('a total above 1,000 on a large site is estimated from a sample'),
});

export const staleUsersAnswer = userListAnswer.extend({ thresholdDays: z.number().int() });

export const sessionsAnswer = z.array(
  z.object({
    id: uuid,
    createdAt: timestamp,
    lastUsedAt: timestamp,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().describe('the session this request came from'),
    impersonated: z.boolean().describe("an administrator's read-only view of the account"),
  }),
);

export const auditTrailAnswer = z.array(
  z.object({
    id: uuid,
    action: z.string(),
    summary: z.string(),
    actorName: z.string().nullable(),
    at: timestamp,
    details: z.record(z.string(), z.unknown()),
  }),
);

export const lastLoginAnswer = z.object({ at: timestamp.nullable(), ip: z.string().nullable() });

export const supportAccessAnswer = z.array(z.object({ startedAt: timestamp, endedAt: timestamp.nullable() }));

export const dashboardAnswer = z.object({
  users: z.object({ total: z.number().int(), byRole: z.partialRecord(role, z.number().int()), newThisWeek: z.number().int() }),
  companies: z.number().int(),
  openJobs: z.number().int(),
  applicationsThisWeek: z.number().int(),
  hiresThisWeek: z.number().int(),
  subscriptionsByStatus: z.record(z.string(), z.number().int()),
  trialsEndingIn7Days: z.number().int(),
  staleUsers: z.number().int(),
  staleThresholdDays: z.number().int(),
  feedbackAwaitingReview: z.number().int(),
  signups: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

export const adminCandidateListAnswer = z.object({
  candidates: z.array(
    z.object({
      id: uuid,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      headline: z.string().nullable(),
      score: z.number().nullable(),
      visibility: z.enum(['visible', 'hidden']).nullable(),
      completeness: z.enum(COMPLETENESS),
      lastLoginAt: timestamp.nullable(),
      createdAt: timestamp,
      locked: z.boolean(),
    }),
  ),
  totalRecords: z.number().int(),
});

export const tokenPairAnswer = z.object({ token: z.string(), refreshToken: z.string() });

/** `GET api/admin/candidates/{id}`: the account, the profile and its parts, score history and applications. */
export const adminCandidateDetailAnswer = z.object({
  user: adminUserDetailAnswer,
  profile: candidateProfileAnswer.nullable().describe('null: the candidate has not created a profile'),
  skills: z.array(candidateSkillAnswer),
  experiences: experiencesAnswer.nullable(),
  scoreHistory: scoreHistoryAnswer.nullable(),
  resumeUrl: z.string().nullable().describe('a signed link to the resume'),
  applications: z.object({
    items: z.array(applicationAnswer),
    totalRecords: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
