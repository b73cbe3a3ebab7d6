import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@talentmatch/shared/access-token';
import type { RegisterUserBody, ResetPasswordBody } from '@talentmatch/shared/auth-schemas';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { currentTermsVersion } from '../../platform/auth/sessions.ts';
import { newOpaqueToken, sha256 } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { passwordResetCodes, users } from '../../platform/db/schema.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import { findOpenInvitation, INVITATION_INVALID, markInvitationAccepted } from '../companies/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { checkPlanLimit, countSeats } from '../subscriptions/service.ts';
import { createUser, findUserByEmail } from '../users/service.ts';
import { passwordResetEmail, welcomeEmail } from './emails.ts';
import {
  INVALID_CREDENTIALS,
  INVITATION_EMPLOYER_ONLY,
  INVITATION_WRONG_EMAIL,
  REGISTRATION_CLOSED,
  RESET_INVALID,
} from './schema.ts';

const RESET_CODE_TTL_MS = 60 * 60 * 1000;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export async function login(ctx: AppContext, input: { email: string; password: string }, meta: RequestMeta): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.deletedAt) {
    await verifyPassword(await timingDummyHash(), input.password);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const pair = await ctx.sessions.start(user, meta);
  return { token: pair.token, refreshToken: pair.refreshToken, activeSurvey: null };
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
    await checkPlanLimit({ db: ctx.db, plans: ctx.config.payments.plans }, invitation.companyId, 'seats', await countSeats(ctx.db, invitation.companyId));
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
  });
  if (invitation) await markInvitationAccepted(ctx.db, invitation.id);
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));

  ctx.background.run(() =>
    ctx.mailer.send(
      welcomeEmail({ to: user.email, firstName: user.firstName, siteName: site.siteName, loginUrl: `${ctx.config.publicUrl}/login`, kind }),
    ),
  );
  const pair = await ctx.sessions.start(user, meta);
  return { token: pair.token, refreshToken: pair.refreshToken, activeSurvey: null };
}

export async function acceptTerms(ctx: AppContext, userId: string): Promise<void> {
  const version = await currentTermsVersion(ctx.db);
  await ctx.db.update(users).set({ termsAcceptedVersion: version, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Always resolves the same way; a code is only made (and mailed off the request path) for a real account. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) return;
  const code = newOpaqueToken();
  await ctx.db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  });
  const site = await getSiteConfiguration(ctx.db);
  const resetUrl = `${ctx.config.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(code)}`;
  ctx.background.run(() =>
    ctx.mailer.send(passwordResetEmail({ to: user.email, firstName: user.firstName, siteName: site.siteName, resetUrl })),
  );
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
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: now })
    .where(eq(users.id, user.id));
  // Other outstanding links die with this reset.
  await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
  await ctx.sessions.revokeAllForUser(user.id, 'password-reset');
}
