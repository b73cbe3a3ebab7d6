import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetRecipient } from '../../platform/mail.ts';
import { deleteStoredObjects } from '../../platform/stored-files.ts';
import { forgetCandidateProfile } from '../candidate-profiles/service.ts';
import { forgetScoreHistory } from '../candidate-score/service.ts';
import { forgetCandidateRankings } from '../candidate-search/service.ts';
import { forgetSentAttachments } from '../messaging/service.ts';
import { renderSystemEmail } from '../email-templates/service.ts';
import { forgetNotices } from '../notifications/service.ts';
import { anonymiseUser } from '../users/service.ts';
import { forgetJobAlerts } from '../job-alerts/service.ts';
import { emailConfirmations } from './tables.ts';

/**
 * DELETE api/user/me (docs/security.md, "Account deletion"): every module forgets its part of the person
 * in one transaction (so search, rankings and profiles change at once), then the stored files go and
 * every session ends (its live streams close). A last mail tells the old address the account is gone.
 */
export async function deleteAccount(ctx: AppContext, userId: string, log?: Parameters<typeof deleteStoredObjects>[2]): Promise<void> {
  let oldAddress: string | undefined;
  const storageKeys = await ctx.db.transaction(async (tx) => {
    const { email } = await anonymiseUser(tx, userId);
    oldAddress = email;
    await ctx.sessions.forgetUser(tx, userId);
    await forgetCandidateRankings(tx, userId);
    const profileFiles = await forgetCandidateProfile(tx, userId);
    await forgetScoreHistory(tx, userId);
    await forgetNotices(tx, userId);
    const sentFiles = await forgetSentAttachments(tx, userId);
    await forgetRecipient(tx, email);
    await forgetJobAlerts(tx, userId, email);
    // pending confirmation and change links name addresses of the person
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
    return [...profileFiles, ...sentFiles];
  });
  await deleteStoredObjects(ctx.storage, storageKeys, log);
  await ctx.sessions.revokeAllForUser(userId, 'account-deleted');
  // the last mail, to the old address, stored after the outbox forgot it: the one outbox row left with the address, naming nobody
  const to = oldAddress;
  if (to) ctx.background.run(async () => ctx.mailer.send(await renderSystemEmail(ctx.db, 'account-deleted', to, {})));
}
