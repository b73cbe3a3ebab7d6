import { required } from '@talentmatch/shared/required';
import { and, eq, inArray } from 'drizzle-orm';
import type { HiringStatus } from '@talentmatch/shared/hiring';
import { userRoles } from '../modules/users/service.ts';
import type { Db } from '../platform/db/index.ts';
import { companies } from '../modules/companies/tables.ts';
import { users } from '../modules/users/tables.ts';
import {
  addStepMessage,
  moveApplication,
  openApplication,
  type PipelineAfterEffects,
  type StepOutcome,
  type Tx,
} from '../modules/applications/pipeline.ts';
import { applicationEvents, applications } from '../modules/applications/tables.ts';
import { jobs } from '../modules/jobs/tables.ts';
import { insertMessage } from '../modules/messaging/posting.ts';
import { conversations, messages } from '../modules/messaging/tables.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME } from './demo-credentials.ts';
import { seedDemoInterview } from './demo-interviews.ts';

/**
 * The demo pipeline of Northwind Analytics, through the same steps the API takes (templated messages
 * included): Priya (the demo candidate) accepted for one job and talking with the team, rejected for
 * another, freshly invited to a third; Jordan applied to one job and withdrew from another; Sofia
 * hired through an invitation; Jordan has an interview proposal for the data-engineering role. Past
 * steps are dated back; the newest ones are left unread.
 */

const PEOPLE = {
  priya: DEMO_ACCOUNTS.candidate.email,
  jordan: 'jordan.lee@talentmatch.local',
  sofia: 'sofia.garcia@talentmatch.local',
  erin: DEMO_ACCOUNTS.employer.email,
  marcus: 'recruiter@talentmatch.local',
} as const;
type Person = keyof typeof PEOPLE;

const JOB_TITLES = {
  dataEngineer: 'Senior Data Engineer',
  analytics: 'Analytics Engineer, Forecasting',
  contract: 'Data Analyst (Contract)',
  ml: 'Machine Learning Engineer',
} as const;

const DAY = 86_400_000;
const MINUTE = 60_000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY + hours * 3_600_000);

/** Dates a committed step back: its history entry, its messages (a minute apart, in order) and the rows they touch. */
async function dateBack(db: Db, outcome: StepOutcome, at: Date, first: boolean) {
  const times = outcome.messages.map((m, i) => ({ id: m.id, at: new Date(at.getTime() + i * MINUTE) }));
  for (const m of times) await db.update(messages).set({ createdAt: m.at }).where(eq(messages.id, m.id));
  await db
    .update(applicationEvents)
    .set({ createdAt: at })
    .where(and(eq(applicationEvents.applicationId, outcome.applicationId), eq(applicationEvents.toStatus, outcome.status)));
  await db
    .update(applications)
    .set({ updatedAt: at, ...(first ? { createdAt: at } : {}) })
    .where(eq(applications.id, outcome.applicationId));
  if (first) await db.update(conversations).set({ createdAt: at }).where(eq(conversations.id, outcome.conversationId));
  if (times.length)
    await db
      .update(conversations)
      .set({ lastMessageAt: required(times.at(-1)).at })
      .where(eq(conversations.id, outcome.conversationId));
}

/** The demo company registers no webhook endpoints: nothing in another module follows its seeded steps. */
const seededSteps: PipelineAfterEffects = { afterStep: async () => {} };

export async function seedDemoApplications(db: Db): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY_NAME)).limit(1);
  if (!company) return;
  const jobRows = await db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.companyId, company.id));
  const userRows = await db
    .select()
    .from(users)
    .where(inArray(users.email, Object.values(PEOPLE)));
  const person = (who: Person) => userRows.find((u) => u.email === PEOPLE[who]);
  const jobOf = (key: keyof typeof JOB_TITLES) => jobRows.find((j) => j.title === JOB_TITLES[key]);
  const missing =
    (Object.keys(PEOPLE) as Person[]).some((who) => !person(who)) ||
    (Object.keys(JOB_TITLES) as Array<keyof typeof JOB_TITLES>).some((key) => !jobOf(key));
  if (missing) return;
  const [already] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      inArray(
        applications.jobId,
        jobRows.map((j) => j.id),
      ),
    )
    .limit(1);
  if (already) return;

  const viewer = (who: Person) => {
    const u = required(person(who));
    return { userId: u.id, roles: userRoles(u), companyId: u.companyId };
  };
  const side = (who: Person) => (required(person(who)).roles.includes('Candidate') ? ('candidate' as const) : ('employer' as const));

  /** Opens the pair (apply or invite) with an optional note of the actor; dated back when `at` is given. */
  const open = async (job: keyof typeof JOB_TITLES, candidate: Person, actor: Person, note: string, at: Date | null) => {
    const outcome = await db.transaction(async (tx: Tx) => {
      const step = await openApplication(seededSteps, tx, {
        jobId: required(jobOf(job)).id,
        companyId: company.id,
        candidateId: required(person(candidate)).id,
        actor: { userId: required(person(actor)).id, side: side(actor) },
      });
      return note ? addStepMessage(tx, step, { senderId: required(person(actor)).id, body: note, attachment: null }) : step;
    });
    if (at) await dateBack(db, outcome, at, true);
    return outcome.applicationId;
  };
  const move = async (applicationId: string, actor: Person, to: HiringStatus, at: Date | null) => {
    const outcome = await db.transaction((tx: Tx) => moveApplication(seededSteps, tx, { applicationId, to, viewer: viewer(actor) }));
    if (at) await dateBack(db, outcome, at, false);
    return outcome;
  };
  const say = async (conversationId: string, sender: Person, body: string, at: Date | null) => {
    const message = await db.transaction((tx: Tx) =>
      insertMessage(tx, { conversationId, senderId: required(person(sender)).id, senderSide: side(sender), body }),
    );
    if (at) {
      await db.update(messages).set({ createdAt: at }).where(eq(messages.id, message.id));
      await db.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
    }
  };

  // Sofia: invited to the machine-learning role, accepted, hired.
  const sofia = await open('ml', 'sofia', 'erin', '', daysAgo(80));
  await move(sofia, 'sofia', 'InvitationAccepted', daysAgo(78));
  await move(sofia, 'erin', 'Hired', daysAgo(60));

  // Priya: the contract role did not work out.
  const contract = await open(
    'contract',
    'priya',
    'priya',
    'I have run contract analytics for two retailers and can start in two weeks.',
    daysAgo(50),
  );
  await move(contract, 'marcus', 'ApplicationRejected', daysAgo(40));

  // Jordan: applied to the analytics role, withdraws today (unread for the team).
  const jordanAnalytics = await open('analytics', 'jordan', 'jordan', '', daysAgo(6));
  await move(jordanAnalytics, 'jordan', 'Withdrawn', null);

  // Priya: applied to the data-engineering role, accepted, a conversation about the interview.
  const priya = await open(
    'dataEngineer',
    'priya',
    'priya',
    'I have moved nightly retail loads to hourly dbt runs before and would love to do it again.',
    daysAgo(3),
  );
  const accepted = await move(priya, 'erin', 'ApplicationAccepted', daysAgo(2));
  await say(
    accepted.conversationId,
    'erin',
    'Thanks, Priya. Could you join a 45-minute call with our data team on Thursday at 10:00 Central?',
    daysAgo(2, 1),
  );
  await say(accepted.conversationId, 'priya', 'Thursday at 10:00 works for me. Talk then!', daysAgo(1));
  await say(
    accepted.conversationId,
    'erin',
    'Great talking with you. Our CTO would like to meet you next week: does Tuesday afternoon suit you?',
    null,
  );

  // Jordan applied to the same role yesterday; Erin proposed him two interview times (with Marcus); Priya is
  // invited to the analytics role today (unread).
  const jordanEngineer = await open('dataEngineer', 'jordan', 'jordan', '', daysAgo(1));
  await seedDemoInterview(db, {
    applicationId: jordanEngineer,
    proposedBy: required(person('erin')).id,
    interviewerIds: [required(person('erin')).id, required(person('marcus')).id],
  });
  await open('analytics', 'priya', 'marcus', '', null);
}
