import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../../test/server-process.ts';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'production-secret-production-secret-0123';
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('production settings', () => {
  it('requires JWT_SECRET (32+ characters) and PUBLIC_URL with NODE_ENV=production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('JWT_SECRET: is required when NODE_ENV=production (32+ characters, the same on every process)');
    expect(problems).toContain('PUBLIC_URL: is required when NODE_ENV=production (the address users reach, used in emails)');
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short', PUBLIC_URL: 'https://jobs.example.com' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
    // development and test keep the generated secret and the localhost address
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('warns (does not refuse) when SMTP_URL is missing in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PUBLIC_URL: 'https://jobs.example.com' });
    expect(config.warnings).toEqual(['SMTP_URL is not set: emails are kept in the outbox table and not delivered']);
    const withSmtp = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PUBLIC_URL: 'https://x.example', SMTP_URL: 'smtp://h:25' });
    expect(withSmtp.warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).warnings).toEqual([]);
  });

  it('reads the database timeouts (defaults 10 s connect, 30 s statement)', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 10_000, statementMs: 30_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT: '3', DATABASE_STATEMENT_TIMEOUT: '2m' }).databaseTimeouts).toEqual({
      connectMs: 3_000,
      statementMs: 120_000,
    });
  });
});

// Real server processes against databases that cannot be used: no database is needed, one project runs them.
describe.skipIf(process.env.DB_UNDER_TEST === 'postgres')('start-up against an unusable database', () => {
  const dirs: string[] = [];
  let silent: Server | undefined;
  const sockets = new Set<Socket>();
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tm-prod-'));
    dirs.push(dir);
    return dir;
  };

  it('fails within 15 s with one line when the database accepts connections and never answers', async () => {
    const port = await freePort();
    let connectedAt = 0;
    silent = createServer((socket) => {
      connectedAt ||= Date.now();
      sockets.add(socket); // accepts, reads, never writes
      socket.on('data', () => undefined);
    });
    await new Promise<void>((resolve) => silent?.listen(port, '127.0.0.1', resolve));
    const server = await spawnServer({ DATA_DIR: dataDir(), DATABASE_URL: `postgres://app:hunter2-secret@127.0.0.1:${port}/talentmatch` });
    expect(await server.exited).toBe(1);
    // from the server's first connection attempt (loading the code on a busy machine is not the database's wait)
    expect(connectedAt).toBeGreaterThan(0);
    expect(Date.now() - connectedAt).toBeLessThan(15_000);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([`TalentMatch cannot start: Cannot reach the database at 127.0.0.1:${port}/talentmatch: no answer within 10 s.`]);
    expect(server.output()).not.toContain('hunter2');
  }, 60_000);

  it('fails with one line when the database host is unknown', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://app@db.no-such-host.invalid:5432/talentmatch' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'TalentMatch cannot start: Cannot reach the database at db.no-such-host.invalid:5432/talentmatch: the host name is unknown.',
    ]);
  }, 60_000);

  it('refuses to start in production without JWT_SECRET and PUBLIC_URL', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir(), NODE_ENV: 'production', CAPTCHA_PROVIDER: 'altcha' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('JWT_SECRET: is required when NODE_ENV=production');
    expect(server.output()).toContain('PUBLIC_URL: is required when NODE_ENV=production');
  }, 60_000);
});
