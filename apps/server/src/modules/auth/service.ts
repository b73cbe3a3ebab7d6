import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@talentmatch/shared/access-token';
import type { RegisterUserBody, ResetPasswordBody } from '@talentmatch/shared/auth-schemas';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { currentTermsVersion } from '../../platform/auth/terms-guard.ts';
import { newOpaqueToken, sha256 } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { passwordResetCodes } from './tables.ts';
import { BadRequestError, CaptchaRequiredError, ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import { CAPTCHA_REQUIRED_DETAIL } from '@talentmatch/shared/problem';
import { INVITATION_INVALID } from '../companies/service.ts';
import { findOpenInvitation, markInvitationAccepted, noticeTeammateJoined } from '../hiring-team/service.ts';
import { recordAccountAcquisition } from '../reports/index.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { checkPlanLimit, countMembers } from '../subscriptions/service.ts';
import { activeSurveyFor } from '../surveys/service.ts';
import { noticePasswordChanged, sendVerificationLink } from '../account/service.ts';
import { createUser, findUserByEmail, updateUser, type UserRow, userRoles } from '../users/service.ts';
import { accountCreatedEmail, passwordResetEmail, welcomeEmail } from './emails.ts';
import {
  ACCOUNT_LOCKED,
  INVALID_CREDENTIALS,
  INVITATION_EMPLOYER_ONLY,
  INVITATION_WRONG_EMAIL,
  REGISTRATION_CLOSED,
  RESET_INVALID,
} from './schema.ts';

const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** One inbox gets at most this many reset links per window, however many addresses ask (the answer never changes). */
const RESET_MAILS_PER_ACCOUNT = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * POST api/auth/login. Only failures count against the account (never the owner's correct password):
 * after `loginFailuresPerAccount` failures in the window the login needs a solved captcha (problem type
 * captcha-required) and each further failure answers late. The per-address limit is a preHandler.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; captchaToken?: string },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const account = input.email.trim().toLowerCase();
  const { loginFailures } = ctx.limiters;
  const { loginFailuresPerAccount, loginFailureDelayMs } = ctx.config.rateLimits;
  // checked before the password, so guessing on a throttled account costs a captcha per guess
  if (ctx.captcha.provider !== 'off' && (await loginFailures.count(account)) >= loginFailuresPerAccount) {
    if (!input.captchaToken) throw new CaptchaRequiredError(CAPTCHA_REQUIRED_DETAIL);
    try {
      await ctx.captcha.consume(input.captchaToken, meta.ip);
    } catch (error) {
      if (error instanceof BadRequestError) throw new CaptchaRequiredError(error.detail);
      throw error;
    }
  }
  try {
    const response = await checkPasswordAndStart(ctx, input, meta);
    await loginFailures.reset(account);
    return response;
  } catch (error) {
    if (error instanceof UnauthorizedError && (await loginFailures.add(account)) >= loginFailuresPerAccount && loginFailureDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, loginFailureDelayMs));
    }
    throw error;
  }
}

async function checkPasswordAndStart(
  ctx: AppContext,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.deletedAt) {
    await verifyPassword(await timingDummyHash(), input.password);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new UnauthorizedError(INVALID_CREDENTIALS);
  // said only to whoever knows the password, so it does not reveal which addresses are locked
  if (user.lockedAt) throw new ForbiddenError(ACCOUNT_LOCKED);
  return completeLogin(ctx, user, meta);
}

/** The end of every login (password or directory): records it, starts a session and answers the login response. */
export async function completeLogin(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<LoginResponse> {
  // the login before this one is what "Last login" shows (api/user/last-login)
  await updateUser(ctx.db, user.id, {
    previousLoginAt: user.lastLoginAt,
    previousLoginIp: user.lastLoginIp,
    lastLoginAt: new Date(),
    lastLoginIp: meta.ip ?? null,
  });
  const pair = await ctx.sessions.start(user, meta);
  const activeSurvey = await activeSurveyFor(ctx.db, { userId: user.id, roles: userRoles(user), companyId: user.companyId });
  return { token: pair.token, refreshToken: pair.refreshToken, activeSurvey };
}

export async function registerUser(
  ctx: AppContext,
  kind: 'candidate' | 'employer',
  body: RegisterUserBody,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const site = await getSiteConfiguration(ctx.db);
  if (!site.registrationOpen[kind]) throw new ForbiddenError(REGISTRATION_CLOSED);

  let invitation: Awaited<ReturnType<typeof findOpenInvitation>> | null = null;
  if (body.invitationId) {
    if (kind !== 'employer') throw new BadRequestError(INVITATION_EMPLOYER_ONLY, { invitationId: [INVITATION_EMPLOYER_ONLY] });
    invitation = await findOpenInvitation(ctx.db, body.invitationId);
    if (!invitation) throw new BadRequestError(INVITATION_INVALID, { invitationId: [INVITATION_INVALID] });
    if (invitation.email !== body.email) throw new BadRequestError(INVITATION_WRONG_EMAIL, { email: [INVITATION_WRONG_EMAIL] });
    // joining takes a hiring-team seat of the company's plan
    await checkPlanLimit(
      { db: ctx.db, plans: ctx.config.payments.plans },
      invitation.companyId,
      'seats',
      await countMembers(ctx.db, invitation.companyId),
    );
  }
  await ctx.captcha.consume(body.captchaToken, meta.ip);

  const user = await createUser(ctx.db, {
    email: body.email,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber,
    roles: kind === 'candidate' ? ['Candidate'] : ['Employer'],
    companyId: invitation?.companyId ?? null,
    // the invitation went to this address (its email must match): following its link proved the address
    emailVerified: Boolean(invitation),
  });
  if (invitation) {
    await markInvitationAccepted(ctx.db, invitation.id);
    const joined = { companyId: invitation.companyId, companyName: invitation.companyName, member: user };
    ctx.background.run(() => noticeTeammateJoined(ctx, joined));
  }
  await recordAccountAcquisition(ctx.db, user.id, { invited: Boolean(invitation), acquisition: body.acquisition });
  await updateUser(ctx.db, user.id, { lastLoginAt: new Date(), lastLoginIp: meta.ip ?? null });

  if (!invitation) await sendVerificationLink(ctx, user);
  const welcomeKind = invitation ? 'teammate' : kind;
  ctx.background.run(async () =>
    ctx.mailer.send(
      await welcomeEmail(ctx.db, {
        to: user.email,
        firstName: user.firstName,
        loginUrl: `${ctx.config.publicUrl}/login`,
        kind: welcomeKind,
        companyName: invitation?.companyName,
      }),
    ),
  );
  const pair = await ctx.sessions.start(user, meta);
  return { token: pair.token, refreshToken: pair.refreshToken, activeSurvey: null };
}

export async function acceptTerms(ctx: AppContext, userId: string): Promise<void> {
  const version = await currentTermsVersion(ctx.db);
  await updateUser(ctx.db, userId, { termsAcceptedVersion: version, termsAcceptedAt: new Date(), updatedAt: new Date() });
}

/** Always resolves the same way; a code is only made (and mailed off the request path) for a real account. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) return;
  const [{ recent }] = await ctx.db
    .select({ recent: count() })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), gt(passwordResetCodes.createdAt, new Date(Date.now() - RESET_MAIL_WINDOW_MS))));
  if (recent >= RESET_MAILS_PER_ACCOUNT) return;
  await sendPasswordLink(ctx, user, 'reset');
}

/** Codes for an account an administrator created live a week: the person may not read their mail the same hour. */
const SETUP_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Makes a one-time code and mails the link to the reset-password page: a reset, or the first password of a new account. */
export async function sendPasswordLink(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
  kind: 'reset' | 'setup',
): Promise<void> {
  // only the latest link works: earlier unused ones end here
  await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
  const code = newOpaqueToken();
  await ctx.db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + (kind === 'setup' ? SETUP_CODE_TTL_MS : RESET_CODE_TTL_MS)),
  });
  const resetUrl = `${ctx.config.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(code)}`;
  const siteName = (await getSiteConfiguration(ctx.db)).siteName;
  const message =
    kind === 'setup'
      ? accountCreatedEmail({ to: user.email, firstName: user.firstName, siteName, setupUrl: resetUrl })
      : await passwordResetEmail(ctx.db, { to: user.email, firstName: user.firstName, resetUrl });
  ctx.background.run(() => ctx.mailer.send({ ...message, secrets: [resetUrl] }));
}

export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const invalid = () => new BadRequestError(RESET_INVALID, { code: [RESET_INVALID] });
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || user.deletedAt) throw invalid();
  const now = new Date();
  const claimed = await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        eq(passwordResetCodes.codeHash, sha256(body.code)),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  if (claimed.length === 0) throw invalid();
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.password), updatedAt: now });
  // Other outstanding links die with this reset.
  await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
  await ctx.sessions.revokeAllForUser(user.id, 'password-reset');
  ctx.background.run(() => noticePasswordChanged(ctx, user));
}

// the administrator's view of a user's sessions (modules/administration)
export { endLiveSession, impersonationSessionsOf, liveSessionsOf } from './session-queries.ts';
