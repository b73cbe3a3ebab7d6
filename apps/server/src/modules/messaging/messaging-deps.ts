import type { Actor } from '../../platform/auth/actor.ts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import type { EventBus } from '../../platform/events.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { participatesIn } from './posting.ts';
import type { ConversationApplications } from './presenters.ts';
import type { CandidateProfiles } from '../candidate-profiles/service.ts';
import { userDirectoryAs } from '../users/queries.ts';

/** The messages API (docs/applications-and-messaging.md, "Messages"): reading, posting, read state, attachments. */

export interface MessagingDeps {
  db: Db;
  storage: FileStorage;
  events: EventBus;
  log: FastifyBaseLogger;
  background: AppContext['background'];
  /** the applications module's fragment, for a conversation's hiring status */
  applications: ConversationApplications;
  /** a resume received as an attachment becomes the candidate's profile resume (and recomputes the score) */
  profiles: Pick<CandidateProfiles, 'setResume'>;
}

export const ONLY_CANDIDATES_ATTACH_RESUME = 'Only candidates can attach their profile resume.';

export const participation = (viewer: Actor) =>
  participatesIn({ id: viewer.userId, companyId: viewer.companyId, isEmployer: viewer.roles.includes('Employer') });

/** The caller's read watermark in conversation `c`: their last read, or their account's creation (a new team member starts with the history read). */
export const watermarkSql = (userId: string) => sql`coalesce(
  (select r.last_read_at from conversation_reads r where r.conversation_id = c.id and r.user_id = ${userId}),
  (select u.created_at from ${userDirectoryAs('u')} where u.id = ${userId}))`;
