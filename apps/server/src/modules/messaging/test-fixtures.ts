import type { FastifyInstance } from 'fastify';
import { loginAs } from '../../../test/app.ts';
import type { Db } from '../../platform/db/index.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { seedCompany, seedUser, type SeedUserInput } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';

/** The messaging tests' world: two companies, candidates, an administrator, signed in. */

export interface Session {
  user: { id: string; email: string; firstName: string; lastName: string };
  headers: { authorization: string };
  token: string;
}

async function signIn(app: FastifyInstance, user: Session['user'] & { password: string }): Promise<Session> {
  const { token } = await loginAs(app, user.email, user.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export async function userSession(app: FastifyInstance, db: Db, input: SeedUserInput): Promise<Session> {
  return signIn(app, await seedUser(db, input));
}

/** A candidate with a profile (visible unless said otherwise), signed in. */
export async function candidateSession(
  app: FastifyInstance,
  db: Db,
  user: SeedUserInput = {},
  visibility: 'visible' | 'hidden' = 'visible',
): Promise<Session> {
  const { user: row } = await seedCandidate(db, { user, profile: { visibility } });
  return signIn(app, row);
}

export async function messagingWorld(app: FastifyInstance, db: Db) {
  const { company, manager } = await seedCompany(db, { name: 'Northwind Robotics', manager: { firstName: 'Erin', lastName: 'Walsh' } });
  const { company: otherCompany, manager: otherManager } = await seedCompany(db, { name: 'Contoso Freight' });
  const job = await seedJob(db, { companyId: company.id, title: 'Warehouse data analyst' });
  return {
    company,
    otherCompany,
    job,
    admin: await userSession(app, db, { roles: ['Administrator'], firstName: 'Alex', lastName: 'Morgan' }),
    /** the account manager of `company` */
    manager: await signIn(app, manager),
    /** a second employer of `company` */
    recruiter: await userSession(app, db, { roles: ['Employer'], companyId: company.id, firstName: 'Marcus', lastName: 'Chen' }),
    /** an employer of `otherCompany` */
    outsider: await signIn(app, otherManager),
    candidate: await candidateSession(app, db, { firstName: 'Priya', lastName: 'Raman' }),
    otherCandidate: await candidateSession(app, db, { firstName: 'Jordan', lastName: 'Lee' }),
    /** signed in, with no role a messaging call accepts */
    roleless: await userSession(app, db, { roles: ['AccountManager'] }),
  };
}

/** A company of its own (so counts and orders are the test's alone): its account manager and an open job. */
export async function companyTeam(app: FastifyInstance, db: Db, name: string, jobTitle = 'Forklift fleet planner') {
  const { company, manager } = await seedCompany(db, { name, manager: { firstName: 'Kim', lastName: 'Zimmer' } });
  const job = await seedJob(db, { companyId: company.id, title: jobTitle });
  return { company, job, manager: await signIn(app, manager) };
}

export type MessagingWorld = Awaited<ReturnType<typeof messagingWorld>>;

/** Storage in memory: the tests see exactly what was stored and what was removed. */
export function memoryStorage(): FileStorage & { keys(): string[] } {
  const stored = new Map<string, Buffer>();
  return {
    async put(key, data) {
      stored.set(key, Buffer.from(data));
    },
    async get(key) {
      return stored.get(key) ?? null;
    },
    async delete(key) {
      stored.delete(key);
    },
    keys: () => [...stored.keys()],
  };
}

const BOUNDARY = '----talentmatch-messaging-boundary';

export type FormPart = { name: string; value: string } | { name: string; fileName: string; data: Buffer; contentType?: string };

/** A multipart/form-data body of text fields and files. */
export function multipartForm(parts: FormPart[]) {
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (the type is read from the first bytes). */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 0x20)]);
/** A Windows executable: what an attacker renames to cv.pdf. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
