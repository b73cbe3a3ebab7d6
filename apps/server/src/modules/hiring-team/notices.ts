import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sendSystemEmail } from '../email-templates/service.ts';
import { notify } from '../notifications/service.ts';
import { userDirectory } from '../users/queries.ts';

type NoticeDeps = Pick<AppContext, 'db' | 'mailer' | 'events'> & { config: Pick<AppContext['config'], 'publicUrl'> };

const TEAM_PATH = '/employer/companies';
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A teammate registered from their invitation: the company's account managers hear of it by mail and in-app. */
export async function noticeTeammateJoined(
  deps: NoticeDeps,
  input: { companyId: string; companyName: string; member: { id: string; firstName: string; lastName: string } },
): Promise<void> {
  const managers = await deps.db
    .select({ id: userDirectory.id, email: userDirectory.email, firstName: userDirectory.firstName })
    .from(userDirectory)
    .where(
      and(
        eq(userDirectory.companyId, input.companyId),
        sql`'AccountManager' = any(${userDirectory.roles})`,
        isNull(userDirectory.deletedAt),
      ),
    );
  const memberName = fullName(input.member);
  for (const manager of managers) {
    if (manager.id === input.member.id) continue;
    await sendSystemEmail(
      deps,
      'teammate-joined',
      { email: manager.email, userId: manager.id },
      { firstName: manager.firstName, companyName: input.companyName, memberName, teamUrl: `${deps.config.publicUrl}${TEAM_PATH}` },
    );
    await notify(deps, manager.id, {
      kind: 'team',
      title: `${memberName} joined the hiring team of ${input.companyName}.`,
      link: TEAM_PATH,
    });
  }
}

/** The account manager role changed hands: the new manager is mailed; both hear of it in the notification centre. */
export async function noticeHandOver(
  deps: NoticeDeps,
  input: {
    companyName: string;
    to: { id: string; email: string; firstName: string };
    from: { id: string; firstName: string; lastName: string } | null;
  },
): Promise<void> {
  const previousManagerName = input.from ? fullName(input.from) : 'An administrator';
  await sendSystemEmail(
    deps,
    'account-manager-handover',
    { email: input.to.email, userId: input.to.id },
    {
      firstName: input.to.firstName,
      companyName: input.companyName,
      previousManagerName,
      teamUrl: `${deps.config.publicUrl}${TEAM_PATH}`,
    },
  );
  await notify(deps, input.to.id, {
    kind: 'team',
    title: `${previousManagerName} made you the account manager of ${input.companyName}.`,
    link: TEAM_PATH,
  });
  if (input.from) {
    await notify(deps, input.from.id, { kind: 'team', title: `${input.to.firstName} is now the account manager of ${input.companyName}.` });
  }
}
