import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';
import { emailField, phoneField } from './auth-schemas.ts';
import { ROLES, type Role } from './roles.ts';

/** Contracts of the administration calls (docs/administration.md): users, administrators, dashboard, impersonation. */

/** An impersonation session ends by itself after this long and cannot be refreshed past it. */
export const IMPERSONATION_MINUTES = 60;

const page = pageParam();
const pageSize = pageSizeParam(20);

const USER_SORTS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const;

export const userListQuery = z.object({
  page,
  pageSize,
  sortBy: z.enum(USER_SORTS, { error: 'sortBy must be createdAt, name, email or lastLoginAt.' }).optional().default('createdAt'),
  sortDir: z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc.' }).optional().default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userFilterQuery = z.object({
  query: z
    .string({ error: 'Enter something to search for.' })
    .trim()
    .min(2, 'Enter at least 2 characters to search.')
    .max(100, 'Search must be at most 100 characters.'),
  role: z.enum(ROLES, { error: 'role must be Candidate, Employer, Administrator or AccountManager.' }).optional(),
  page,
  pageSize,
});
export type UserFilterQuery = z.infer<typeof userFilterQuery>;

export const roleParams = z.object({
  role: z.enum(ROLES, { error: 'role must be Candidate, Employer, Administrator or AccountManager.' }),
});

export const userIdParams = z.object({ id: z.uuid({ error: 'The user id is not valid.' }) });
export const sessionParams = z.object({
  id: z.uuid({ error: 'The user id is not valid.' }),
  sessionId: z.uuid({ error: 'The session id is not valid.' }),
});

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`)
    .refine((v) => !/[<>]/.test(v), { message: `${label} must not contain < or >.` });

/** Roles an administrator may give a new account (account managers come from company registration). */
export const CREATABLE_ROLES = ['Candidate', 'Employer', 'Administrator'] as const;

export const createUserBody = z.object({
  email: emailField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  phoneNumber: phoneField,
  role: z.enum(CREATABLE_ROLES, { error: 'Role must be Candidate, Employer or Administrator.' }),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object({
  id: z.uuid({ error: 'The user id is not valid.' }),
  email: emailField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  phoneNumber: phoneField,
  locked: z.boolean({ error: 'locked must be true or false.' }),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const makeAdminBody = z.object({ userId: z.uuid({ error: 'Choose a user.' }) });

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  uniqueId: string;
  roles: Role[];
  companyId: string | null;
  companyName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  locked: boolean;
}

export interface UserList {
  users: AdminUser[];
  totalRecords: number;
  /** On a large site a filter's total above 1,000 is estimated from a sample ("about 31,000"). */
  totalIsEstimate?: boolean;
}

export interface AdminUserDetail extends AdminUser {
  lockedAt: string | null;
  deleted: boolean;
  lastLoginIp: string | null;
}

export interface UserSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  ip: string | null;
  userAgent: string | null;
  /** the session this request came from */
  current: boolean;
  /** an administrator's read-only view of the account */
  impersonated: boolean;
}

/** Audit actions that record an administrator reading something of the user (the admin user page lists them apart). */
export const ADMIN_READ_ACTIONS: readonly string[] = ['user.viewed', 'email.read', 'conversation.read'];

export interface AuditEvent {
  id: string;
  action: string;
  /** what happened, in product language */
  summary: string;
  actorName: string | null;
  at: string;
  details: Record<string, unknown>;
}

export interface LastLogin {
  /** the login before the current one; null the first time */
  at: string | null;
  ip: string | null;
}

/** "Support viewed your account": one row per impersonation of the caller's account. */
export interface SupportAccess {
  startedAt: string;
  endedAt: string | null;
}

export interface StaleUsers extends UserList {
  thresholdDays: number;
}

export interface AdminDashboardInfo {
  users: { total: number; byRole: Record<Role, number>; newThisWeek: number };
  companies: number;
  openJobs: number;
  applicationsThisWeek: number;
  hiresThisWeek: number;
  subscriptionsByStatus: Record<string, number>;
  trialsEndingIn7Days: number;
  staleUsers: number;
  staleThresholdDays: number;
  /** employer feedback submitted and waiting for an administrator's review */
  feedbackAwaitingReview: number;
  /** new accounts per day for the last 30 days, oldest first, days without sign-ups included as 0 */
  signups: { date: string; count: number }[];
}

export const COMPLETENESS = ['none', 'partial', 'complete'] as const;
export type Completeness = (typeof COMPLETENESS)[number];
export const COMPLETENESS_LABELS: Record<Completeness, string> = {
  none: 'No profile',
  partial: 'Incomplete (no resume or no skills)',
  complete: 'Complete',
};
export const LAST_LOGIN_FILTERS = ['week', 'month', 'quarter', 'inactive'] as const;
export type LastLoginFilter = (typeof LAST_LOGIN_FILTERS)[number];
export const LAST_LOGIN_LABELS: Record<LastLoginFilter, string> = {
  week: 'In the last 7 days',
  month: 'In the last 30 days',
  quarter: 'In the last 90 days',
  inactive: 'Not in 90 days, or never',
};

const scoreBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} is between 0 and 100.`)
    .max(100, `${label} is between 0 and 100.`)
    .optional();

export const adminCandidateQuery = z
  .object({
    search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
    minScore: scoreBound('Lowest score'),
    maxScore: scoreBound('Highest score'),
    visibility: z.enum(['visible', 'hidden'], { error: 'visibility must be visible or hidden.' }).optional(),
    completeness: z.enum(COMPLETENESS, { error: 'completeness must be none, partial or complete.' }).optional(),
    lastLogin: z.enum(LAST_LOGIN_FILTERS, { error: 'lastLogin must be week, month, quarter or inactive.' }).optional(),
    page,
    pageSize,
  })
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    path: ['maxScore'],
    message: 'The highest score must not be below the lowest.',
  });
export type AdminCandidateQuery = z.infer<typeof adminCandidateQuery>;

export interface AdminCandidateRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  headline: string | null;
  score: number | null;
  visibility: 'visible' | 'hidden' | null;
  completeness: Completeness;
  lastLoginAt: string | null;
  createdAt: string;
  locked: boolean;
}

export interface AdminCandidateList {
  candidates: AdminCandidateRow[];
  totalRecords: number;
}
