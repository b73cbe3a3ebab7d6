import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_MESSAGES, type EmailChangeBody, type EmailConfirmed } from '@talentmatch/shared/auth-schemas';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { newOpaqueToken, sha256 } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { BadRequestError, TooManyRequestsError } from '../../platform/errors.ts';
import { renderSystemEmail } from '../email-templates/service.ts';
import { getActiveUser, moveUserEmail, updateUser } from '../users/service.ts';
import { CURRENT_PASSWORD_WRONG } from './schema.ts';
import { emailConfirmations } from './tables.ts';

/** Links of one account per purpose within the window (the answer does not change; only the mail is held back). */
const EMAIL_LINKS_PER_WINDOW = 3;
const EMAIL_LINK_WINDOW_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

type Purpose = 'verify' | 'change';
type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'background'>;

/** n***@example.com: enough for the owner to recognise, not a full address in a mail to the old inbox. */
function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}

async function recentLinks(ctx: Ctx, userId: string, purpose: Purpose): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        eq(emailConfirmations.purpose, purpose),
        gt(emailConfirmations.createdAt, new Date(Date.now() - EMAIL_LINK_WINDOW_MS)),
      ),
    );
  return n;
}

/** A new one-time link of `purpose` for `email`; earlier unused links of the same purpose end here. */
async function newLink(ctx: Ctx, userId: string, purpose: Purpose, email: string): Promise<string> {
  await ctx.db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, purpose), isNull(emailConfirmations.usedAt)));
  const token = newOpaqueToken();
  await ctx.db.insert(emailConfirmations).values({
    userId,
    purpose,
    email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + (purpose === 'verify' ? VERIFY_TTL_MS : CHANGE_TTL_MS)),
  });
  return `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** The registration link: confirms the account's address (mailed off the request path). */
export async function sendVerificationLink(ctx: Ctx, user: { id: string; email: string; firstName: string }): Promise<void> {
  const confirmUrl = await newLink(ctx, user.id, 'verify', user.email);
  const message = await renderSystemEmail(ctx.db, 'email-verification', user.email, { firstName: user.firstName, confirmUrl });
  ctx.background.run(() => ctx.mailer.send({ ...message, secrets: [confirmUrl] }));
}

/** "Resend" from the banner: a new link unless the address is confirmed already; 429 past the per-account limit. */
export async function resendVerification(ctx: Ctx, userId: string): Promise<void> {
  const user = await getActiveUser(ctx.db, userId);
  if (user.emailVerifiedAt) return;
  if ((await recentLinks(ctx, userId, 'verify')) >= EMAIL_LINKS_PER_WINDOW) {
    throw new TooManyRequestsError(EMAIL_LINK_WINDOW_MS / 1000, EMAIL_MESSAGES.tooMany);
  }
  await sendVerificationLink(ctx, user);
}

/**
 * Asks to move the account to `newEmail`: the current password is required, the link goes to the new address and
 * the old one is told. The answer is the same whether or not the new address already has an account (that inbox
 * is told instead), so the call reveals nothing about other accounts; the per-account and per-IP limits bound it.
 */
export async function requestEmailChange(ctx: Ctx, userId: string, body: EmailChangeBody): Promise<void> {
  const user = await getActiveUser(ctx.db, userId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new BadRequestError(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
  }
  if (body.newEmail === user.email) throw new BadRequestError(EMAIL_MESSAGES.sameEmail, { newEmail: [EMAIL_MESSAGES.sameEmail] });
  if ((await recentLinks(ctx, userId, 'change')) >= EMAIL_LINKS_PER_WINDOW) {
    throw new TooManyRequestsError(EMAIL_LINK_WINDOW_MS / 1000, EMAIL_MESSAGES.tooMany);
  }
  const [taken] = await ctx.db.select({ id: userDirectory.id }).from(userDirectory).where(eq(userDirectory.email, body.newEmail)).limit(1);
  // counted like a real request (the limit must not tell the two apart); the link itself goes nowhere
  const confirmUrl = await newLink(ctx, userId, 'change', body.newEmail);
  const toNew = taken
    ? {
        to: body.newEmail,
        subject: 'Someone tried to use your email address',
        text: `Hello,\n\nSomeone asked to move another account to this email address. This address already has an account, so nothing changed.\n\nIf this was you, sign in with this address instead. Otherwise you can ignore this email.\n`,
        html: '<p>Hello,</p><p>Someone asked to move another account to this email address. This address already has an account, so nothing changed.</p><p>If this was you, sign in with this address instead. Otherwise you can ignore this email.</p>',
      }
    : {
        ...(await renderSystemEmail(ctx.db, 'email-change', body.newEmail, { firstName: user.firstName, confirmUrl })),
        secrets: [confirmUrl],
      };
  const toOld = await renderSystemEmail(ctx.db, 'email-changed', user.email, {
    firstName: user.firstName,
    changeState: 'is changing',
    changeText: `A change of your sign-in address to ${maskEmail(body.newEmail)} was requested. It applies only when the link sent to that address is followed.`,
  });
  ctx.background.run(async () => {
    await ctx.mailer.send(toNew);
    await ctx.mailer.send(toOld);
  });
}

/** Follows a link: confirms the address, or moves the account to the new one (and tells the old address). */
export async function confirmEmail(ctx: Ctx & Pick<AppContext, 'sessions'>, token: string): Promise<EmailConfirmed> {
  const invalid = () => new BadRequestError(EMAIL_MESSAGES.linkInvalid, { token: [EMAIL_MESSAGES.linkInvalid] });
  const now = new Date();
  const [link] = await ctx.db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.tokenHash, sha256(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .returning();
  if (!link) throw invalid();
  const user = await getActiveUser(ctx.db, link.userId).catch(() => null);
  if (!user) throw invalid();
  if (link.purpose === 'verify') {
    // a link for an address the account no longer has confirms nothing
    if (link.email !== user.email) throw invalid();
    await updateUser(ctx.db, user.id, { emailVerifiedAt: now, updatedAt: now });
    return { purpose: 'verify', email: user.email };
  }
  try {
    if (!(await moveUserEmail(ctx.db, user.id, link.email, now))) throw invalid();
  } catch (error) {
    // taken since the request: said only to whoever holds the link, i.e. the owner of the new inbox
    if (isUniqueViolation(error, 'users_email_key')) throw invalid();
    throw error;
  }
  // other outstanding links (a verification of the old address, another change) end with the move
  await ctx.db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
  const notice = await renderSystemEmail(ctx.db, 'email-changed', user.email, {
    firstName: user.firstName,
    changeState: 'was changed',
    changeText: `Your sign-in address was changed to ${maskEmail(link.email)}. This address no longer signs in to your account.`,
  });
  ctx.background.run(() => ctx.mailer.send(notice));
  return { purpose: 'change', email: link.email };
}
