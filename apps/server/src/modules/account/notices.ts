import type { AppContext } from '../../platform/context.ts';
import { sendSystemEmail } from '../email-templates/service.ts';
import { notify } from '../notifications/service.ts';

type NoticeDeps = Pick<AppContext, 'db' | 'mailer' | 'events'> & { config: Pick<AppContext['config'], 'publicUrl'> };

/**
 * The security notice after a password change (in Settings or with a reset link): a mail nobody can switch off, and
 * a line in the notification centre. After the change has committed.
 */
export async function noticePasswordChanged(deps: NoticeDeps, user: { id: string; email: string; firstName: string }): Promise<void> {
  await sendSystemEmail(
    deps,
    'password-changed',
    { email: user.email, userId: user.id },
    { firstName: user.firstName, resetUrl: `${deps.config.publicUrl}/forgot-password` },
  );
  await notify(deps, user.id, { kind: 'account', title: 'Your password was changed. If this was not you, reset it at once.' });
}
