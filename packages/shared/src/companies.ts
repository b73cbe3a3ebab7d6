import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';
import { companyRegistration, emailField } from './auth-schemas.ts';
import { optionalText, plainText } from './text.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

/** Companies, hiring teams and the benefits catalogue. */

export const COMPANY_MESSAGES = {
  companyNotFound: 'This company does not exist or is not yours.',
  notAccountManager: 'Only the account manager of this company can do this.',
  benefitUnknown: 'One of the benefits is not in the catalogue.',
  benefitInactive: 'One of the benefits is no longer offered; choose another.',
  alreadyMember: 'This person is already on your hiring team.',
  alreadyInvited: 'This address already has a pending invitation: resend it instead.',
  hasAccount:
    'An account with this email already exists. Invitations are for new accounts; ask the person to use another address or contact support.',
  invitationNotFound: 'This invitation is no longer pending.',
  memberNotFound: 'This person is not a member of the hiring team.',
  cannotRemoveSelf: 'You cannot remove yourself. Hand the account-manager role to another member first.',
  removeAccountManager: 'The account manager cannot be removed. Hand the role to another member first.',
  handOverToSelf: 'You are already the account manager: choose another member.',
  benefitNameTaken: 'A benefit with this name already exists.',
  benefitNotFound: 'This benefit does not exist.',
  benefitInUse: 'Companies offer this benefit: deactivate it instead of deleting it.',
  benefitOrderMismatch: 'The order must list every benefit of the catalogue exactly once.',
} as const;

/** The profile an account manager edits. The nonprofit flag is not here: only an administrator sets it. */
export const companyProfileBody = companyRegistration.omit({ nonprofit: true }).extend({
  // the text fields come from companyRegistration: the same plain-text rule as at registration (companyTextFields)
  benefitIds: z
    .array(z.string().uuid(COMPANY_MESSAGES.benefitUnknown), { error: 'Benefits must be a list.' })
    .max(50, 'Choose at most 50 benefits.')
    .optional()
    .default([]),
});
export type CompanyProfileBody = z.input<typeof companyProfileBody>;

export const nonprofitBody = z.object({ nonprofit: z.boolean({ error: 'Choose whether the company is a verified nonprofit.' }) });

export const invitationBody = z.object({ email: emailField });

export const handOverBody = z.object({ userId: z.string({ error: 'Choose a team member.' }).uuid('Choose a team member.') });

/** Tabler icon names the web app renders for benefits (the server accepts only these). */
export const BENEFIT_ICONS = [
  'gift',
  'heart',
  'stethoscope',
  'dental',
  'eye',
  'shield-check',
  'pig-money',
  'coin',
  'chart-line',
  'beach',
  'plane',
  'home',
  'clock',
  'calendar',
  'baby-carriage',
  'school',
  'book',
  'barbell',
  'bike',
  'bus',
  'coffee',
  'device-laptop',
  'users',
  'briefcase',
  'world',
  'leaf',
] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

export const benefitBody = z.object({
  name: plainText('Name', 80, { required: true }),
  description: optionalText('Description', 500),
  icon: z.enum(BENEFIT_ICONS, { error: 'Choose one of the offered icons.' }).default('gift'),
  isActive: z.boolean().default(true),
});
export type BenefitBody = z.input<typeof benefitBody>;

export const benefitOrderBody = z.object({
  ids: z.array(z.string().uuid(COMPANY_MESSAGES.benefitOrderMismatch), { error: COMPANY_MESSAGES.benefitOrderMismatch }).min(1).max(500),
});

export interface Benefit {
  id: string;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
  isActive: boolean;
  /** companies offering it (administrators only; 0 for others) */
  companyCount: number;
}

export interface BenefitList {
  items: Benefit[];
  totalRecords: number;
}

export interface CompanyBenefit {
  id: string;
  name: string;
  description: string;
  icon: string;
  isActive: boolean;
}

export interface CompanyProfile {
  id: string;
  name: string;
  website: string;
  description: string;
  size: string;
  industry: string;
  location: string;
  nonprofit: boolean;
  /** asked for at registration, waiting for an administrator */
  nonprofitRequested: boolean;
  logoUrl: string | null;
  createdAt: string;
  benefits: CompanyBenefit[];
  /** what the caller may do here */
  viewer: { canEdit: boolean; canManageTeam: boolean };
}

export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isAccountManager: boolean;
  joinedAt: string;
  lastLoginAt: string | null;
}

export interface TeamInvitation {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface TeamView {
  companyId: string;
  companyName: string;
  members: TeamMember[];
  /** pending invitations: shown to the account manager and administrators only (empty for others) */
  invitations: TeamInvitation[];
  seats: { used: number; limit: number };
  canManage: boolean;
  /** the caller's user id, so the page can mark "you" */
  viewerId: string;
}

interface AdminCompanyRow {
  id: string;
  name: string;
  industry: string;
  location: string;
  size: string;
  nonprofit: boolean;
  nonprofitRequested: boolean;
  memberCount: number;
  subscriptionStatus: SubscriptionStatus | null;
  createdAt: string;
}

export interface AdminCompanyList {
  items: AdminCompanyRow[];
  totalRecords: number;
}

export interface AdminCompanyDetail {
  company: CompanyProfile;
  team: TeamView;
  subscription: {
    status: SubscriptionStatus;
    planName: string | null;
    trialEndsAt: string | null;
    currentPeriodEnd: string | null;
    hasPaymentMethod: boolean;
  } | null;
  jobs: AdminCompanyJob[];
}

export interface AdminCompanyJob {
  id: string;
  title: string;
  status: string;
  createdAt: string;
}

interface AdminEmployerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyId: string | null;
  companyName: string | null;
  isAccountManager: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface AdminEmployerList {
  items: AdminEmployerRow[];
  totalRecords: number;
}

export const adminListQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  page: pageParam(),
  pageSize: pageSizeParam(25),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const benefitListQuery = adminListQuery.extend({
  status: z.enum(['active', 'inactive', 'all'], { error: 'status must be active, inactive or all.' }).optional().default('active'),
  pageSize: pageSizeParam(500, 500),
});
