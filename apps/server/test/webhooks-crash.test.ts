import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/index.ts';
import { webhookEndpoints } from '../src/modules/webhooks/tables.ts';
import { seedCompany } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';

/**
 * At least once across a crash (docs/integrations.md): events whose deliveries are in flight when the process is killed
 * with SIGKILL reach the receiver after a restart, each verified, none lost.
 */
const SECRET = `whsec_${Buffer.from('crash-test-secret-crash-test-secret').toString('base64')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-webhooks-crash-'));
let receiver: Server | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webhook delivery across a SIGKILL', () => {
  it('delivers every event after the restart', async () => {
    let answering = false;
    const held: ServerResponse[] = [];
    const delivered = new Set<string>();
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        if (!answering) {
          held.push(response); // in flight when the process dies
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        new Webhook(SECRET).verify(body, request.headers as Record<string, string>);
        delivered.add(JSON.parse(body).data.jobId);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    // the company, its jobs and endpoint, written before the server starts on the same data directory
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    const { company, manager } = await seedCompany(database.db, { name: 'Crash Co' });
    const jobs = [];
    for (let i = 0; i < 3; i += 1) jobs.push(await seedJob(database.db, { companyId: company.id, status: 'open', title: `Crash ${i}` }));
    await database.db.insert(webhookEndpoints).values({ companyId: company.id, url, events: ['job.closed'], secret: SECRET });
    await database.close();

    const env = { DATA_DIR: dataDir, JWT_SECRET: 'crash-test-secret-crash-test-secret-0123', WEBHOOKS_ALLOW_LOOPBACK: 'true' };
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: manager.email, password: manager.password }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const job of jobs) {
      const closed = await fetch(`${server.url}/api/jobs/${job.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 'closed' }),
      });
      expect(closed.status).toBe(200);
    }
    // every delivery is in flight (the receiver holds the requests), then the process dies
    const deadline = Date.now() + 30_000;
    while (held.length < jobs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(held.length).toBe(jobs.length);
    server.child.kill('SIGKILL');
    await server.exited;
    for (const response of held) response.destroy();
    answering = true;

    server = await startServer(env);
    const until = Date.now() + 150_000;
    while (delivered.size < jobs.length && Date.now() < until) await new Promise((r) => setTimeout(r, 500));
    expect([...delivered].sort()).toEqual(jobs.map((j) => j.id).sort());
    await stopServer(server);
  }, 300_000);
});
