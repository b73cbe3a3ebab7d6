import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@talentmatch/shared/webhooks';
import { bearer, expectProblem, loginAs, useTestApp, waitFor } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { deliverDueWebhooks, RETRY_DELAYS_SECONDS } from './delivery.ts';
import { isAllowedAddress, postGuarded } from './outbound.ts';
import { signatureHeaders } from './signing.ts';
import { webhookEndpoints } from './tables.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();
useTestApp((t) => ({ database, app } = t), { env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' }, overrides: { mailer } });

/** A receiver as a company would write it: verifies every request with the standardwebhooks package. */
interface Received {
  path: string;
  id: string;
  body: string;
  headers: IncomingHttpHeaders;
  verified: boolean;
  answered: number;
}
const received: Received[] = [];
const secrets = new Map<string, string>();
/** per path: how many first attempts of each webhook-id answer 500 */
const failFirst = new Map<string, number>();
let receiver: Server;
let base: string;

function verify(path: string, body: string, headers: IncomingHttpHeaders): boolean {
  try {
    new Webhook(secrets.get(path) ?? '').verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

let companyId: string;
let managerId: string;
let managerHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let otherManagerHeaders: Record<string, string>;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id']);
      const verified = verify(path, body, request.headers);
      const seen = received.filter((r) => r.path === path && r.id === id).length;
      const answered = !verified ? 401 : path === '/redirect' ? 302 : seen < (failFirst.get(path) ?? 0) ? 500 : 200;
      received.push({ path, id, body, headers: request.headers, verified, answered });
      if (answered === 302) response.setHeader('location', `${base}/hooks`);
      response.writeHead(answered, { 'content-type': 'text/plain' });
      response.end(answered === 200 ? 'ok' : 'x'.repeat(3000));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const { company, manager } = await seedCompany(database.db, { name: 'Hooked' });
  companyId = company.id;
  managerId = manager.id;
  const member = await seedUser(database.db, { roles: ['Employer'], companyId });
  const other = await seedCompany(database.db, { name: 'Elsewhere' });
  managerHeaders = bearer((await loginAs(app, manager.email, manager.password)).token);
  memberHeaders = bearer((await loginAs(app, member.email, member.password)).token);
  otherManagerHeaders = bearer((await loginAs(app, other.manager.email, other.manager.password)).token);
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

async function register(path: string, events: readonly string[] = WEBHOOK_EVENTS) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/webhooks`,
    headers: managerHeaders,
    payload: { url: `${base}${path}`, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  const endpoint = response.json();
  secrets.set(path, endpoint.secret);
  return endpoint as { id: string; secret: string };
}

const deps = () => app.ctx as unknown as Parameters<typeof deliverDueWebhooks>[0];
const deliveredTo = (path: string) => received.filter((r) => r.path === path && r.answered === 200);

describe('webhooks', () => {
  it('registers an endpoint for the account manager only, with its secret once; refuses private addresses and bad input', async () => {
    const endpoint = await register('/first', ['job.published']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await app.inject({ method: 'GET', url: `/api/companies/${companyId}/webhooks`, headers: managerHeaders });
    expect(list.json()).toEqual([expect.objectContaining({ id: endpoint.id, events: ['job.published'], disabledAt: null })]);
    expect(list.body).not.toContain(endpoint.secret);
    const post = (headers: Record<string, string>, payload: object, company = companyId) =>
      app.inject({ method: 'POST', url: `/api/companies/${company}/webhooks`, headers, payload });
    expectProblem(await post({}, { url: `${base}/x`, events: ['job.closed'] }), 401);
    expectProblem(await post(memberHeaders, { url: `${base}/x`, events: ['job.closed'] }), 403);
    expectProblem(await post(otherManagerHeaders, { url: `${base}/x`, events: ['job.closed'] }), 404);
    for (const url of [
      'https://10.1.2.3/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/',
      'https://192.168.0.1/',
      'ftp://example.test/',
    ]) {
      const refused = expectProblem(await post(managerHeaders, { url, events: ['job.closed'] }), 400);
      expect(refused.errors, url).toHaveProperty('url');
    }
    expect(expectProblem(await post(managerHeaders, { url: `${base}/x`, events: [] }), 400).errors).toHaveProperty('events');
    expect(expectProblem(await post(managerHeaders, { url: `${base}/x`, events: ['job.deleted'] }), 400).errors).toHaveProperty('events.0');
  });

  it('delivers every event through the job queue, signed as Standard Webhooks, body {type, timestamp, data}', async () => {
    await register('/all');
    const draft = await seedJob(database.db, { companyId, status: 'draft', title: 'Hooked job', positions: 1 });
    const published = await app.inject({
      method: 'POST',
      url: `/api/jobs/${draft.id}/status`,
      headers: managerHeaders,
      payload: { status: 'open' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const { user } = await seedCandidate(database.db);
    const candidate = bearer((await loginAs(app, user.email, user.password)).token);
    const applied = (await app.inject({ method: 'POST', url: `/api/application/${draft.id}`, headers: candidate, payload: {} })).json();
    const move = async (status: string) => {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/applications/${applied.id}/status`,
        headers: managerHeaders,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    };
    await move('ApplicationAccepted');
    const proposal = await app.inject({
      method: 'POST',
      url: `/api/applications/${applied.id}/interviews`,
      headers: managerHeaders,
      payload: { kind: 'video', durationMinutes: 30, interviewerIds: [managerId], slots: [{ startsAt: '2099-02-01T09:00:00Z' }] },
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const picked = await app.inject({
      method: 'POST',
      url: `/api/interviews/${proposal.json().id}/pick`,
      headers: candidate,
      payload: { slotId: proposal.json().slots[0].id },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await move('Hired');
    const other = await seedJob(database.db, { companyId, status: 'open', title: 'Closing job' });
    await app.inject({ method: 'POST', url: `/api/jobs/${other.id}/status`, headers: managerHeaders, payload: { status: 'closed' } });

    const expected = [
      'job.published',
      'application.created',
      'application.status_changed',
      'application.status_changed',
      'candidate.hired',
      'interview.scheduled',
      'job.closed',
    ];
    await waitFor(async () => {
      await app.ctx.background.idle();
      await app.ctx.jobs.runPending(['webhooks.deliver']);
      return deliveredTo('/all').length >= expected.length;
    }, 20_000);
    const bodies = deliveredTo('/all').map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual([...expected].sort());
    expect(received.filter((r) => r.path === '/all').every((r) => r.verified)).toBe(true);
    const hired = bodies.find((b) => b.type === 'candidate.hired');
    expect(hired.data).toEqual({ applicationId: applied.id, jobId: draft.id, candidateId: user.id });
    expect(new Date(hired.timestamp).toISOString()).toBe(hired.timestamp);
    expect(bodies.find((b) => b.type === 'interview.scheduled').data.startsAt).toBe('2099-02-01T09:00:00.000Z');
    // the first endpoint listens to job.published only
    expect(deliveredTo('/first').map((r) => JSON.parse(r.body).type)).toEqual(['job.published']);

    // the receiver's checks: a tampered body, and a timestamp older than five minutes, are refused
    const sample = deliveredTo('/all')[0];
    const headers = sample.headers as Record<string, string>;
    expect(verify('/all', sample.body, sample.headers)).toBe(true);
    expect(verify('/all', sample.body.replace('"data":{', '"data":{"x":1,'), sample.headers)).toBe(false);
    const old = signatureHeaders(secrets.get('/all') ?? '', headers['webhook-id'], new Date(Date.now() - 6 * 60_000), sample.body);
    expect(verify('/all', sample.body, old)).toBe(false);
  });

  it('raises job.published when a paused job is resumed, and job.closed when its closing date closes it', async () => {
    await register('/lifecycle', ['job.published', 'job.closed']);
    const paused = await seedJob(database.db, { companyId, status: 'paused', title: 'Paused job' });
    const resumed = await app.inject({
      method: 'POST',
      url: `/api/jobs/${paused.id}/status`,
      headers: managerHeaders,
      payload: { status: 'open' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const due = await seedJob(database.db, { companyId, status: 'open', title: 'Past its date', closingDate: yesterday });
    // the recurring check as the queue runs it
    await app.ctx.jobs.enqueue('jobs.close-due');
    await app.ctx.jobs.runPending(['jobs.close-due']);

    const events = () => deliveredTo('/lifecycle').map((r) => JSON.parse(r.body));
    await waitFor(async () => {
      await app.ctx.background.idle();
      await app.ctx.jobs.runPending(['webhooks.deliver']);
      return events().length >= 2;
    }, 20_000);
    expect(events()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'job.published', data: { jobId: paused.id, from: 'paused', to: 'open' } }),
        expect.objectContaining({ type: 'job.closed', data: { jobId: due.id, from: 'open', to: 'closed' } }),
      ]),
    );
    expect(events()).toHaveLength(2);
  });

  it('retries a failing receiver (500 three times, then 200): exactly one success per event, every attempt logged', async () => {
    failFirst.set('/flaky', 3);
    const endpoint = await register('/flaky', ['job.closed']);
    const jobs = [await seedJob(database.db, { companyId, status: 'open' }), await seedJob(database.db, { companyId, status: 'open' })];
    for (const job of jobs) {
      await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, headers: managerHeaders, payload: { status: 'closed' } });
    }
    let clock = Date.now();
    await deliverDueWebhooks(deps(), new Date(clock));
    for (const delay of RETRY_DELAYS_SECONDS.slice(0, 4)) {
      clock += delay * 1000 + 1000;
      await deliverDueWebhooks(deps(), new Date(clock));
    }
    const attempts = received.filter((r) => r.path === '/flaky');
    expect(attempts.map((r) => r.answered).sort()).toEqual([200, 200, 500, 500, 500, 500, 500, 500]);
    expect(attempts.every((r) => r.verified)).toBe(true);
    expect(new Set(attempts.map((r) => r.id)).size).toBe(2);
    expect(deliveredTo('/flaky').length).toBe(2);
    const log = (
      await app.inject({ method: 'GET', url: `/api/companies/${companyId}/webhooks/${endpoint.id}/deliveries`, headers: managerHeaders })
    ).json();
    expect(log).toHaveLength(2);
    for (const delivery of log) {
      expect(delivery.status).toBe('delivered');
      expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 500, 500, 200]);
      expect(delivery.attempts[0].response).toHaveLength(1024);
    }
    // re-sent from the settings page: the same webhook-id once more
    const resent = await app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/webhooks/${endpoint.id}/deliveries/${log[0].id}/resend`,
      headers: managerHeaders,
    });
    expect(resent.statusCode).toBe(202);
    await waitFor(async () => {
      await app.ctx.jobs.runPending(['webhooks.deliver']);
      return deliveredTo('/flaky').length === 3;
    });
    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/webhooks/${endpoint.id}/deliveries/${log[0].id}/resend`,
        headers: memberHeaders,
      }),
      403,
    );
  });

  it('does not follow redirects, and disables an endpoint failing for three days with a mail to the account manager', async () => {
    const endpoint = await register('/redirect', ['job.closed']);
    const job = await seedJob(database.db, { companyId, status: 'open' });
    await database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 3 * 86400_000 - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    mailer.sent.length = 0;
    await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, headers: managerHeaders, payload: { status: 'closed' } });
    await deliverDueWebhooks(deps(), new Date());
    expect(received.filter((r) => r.path === '/redirect').map((r) => r.answered)).toEqual([302]);
    expect(received.filter((r) => r.path === '/hooks')).toHaveLength(0);
    const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.disabledAt).not.toBeNull();
    expect(mailer.sent.map((m) => m.subject)).toContain('Your webhook endpoint was disabled');
  });

  it('refuses loopback, private, link-local and metadata addresses at delivery unless tests allow loopback', async () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
    expect(isAllowedAddress('93.184.216.34', false)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.8', true)).toBe(false);
    const before = received.length;
    const direct = await postGuarded(`${base}/all`, '{}', {}, { allowLoopback: false, timeoutMs: 2000 });
    expect(direct.error).toMatch(/not on the public internet/);
    const named = await postGuarded(`${base.replace('127.0.0.1', 'localhost')}/all`, '{}', {}, { allowLoopback: false, timeoutMs: 2000 });
    expect(named.statusCode).toBeNull();
    expect(received.length).toBe(before);
  });
});
