import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../../test/app.ts';
import type { Database } from '../platform/db/index.ts';
import { countUsers, hasDemoSeed, seedUser } from './demo.ts';
import { ensureReferenceData } from './reference-data.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

describe('reference data on a fresh database without demo data', () => {
  it('fills every catalogue once, and running it again changes nothing', async () => {
    await ensureReferenceData(database.db);
    await ensureReferenceData(database.db);
    expect(await hasDemoSeed(database.db)).toBe(false);
    expect(await countUsers(database.db)).toBe(0);

    const admin = await seedUser(database.db, { roles: ['Administrator'] });
    const candidate = await seedUser(database.db, { roles: ['Candidate'] });
    const { token } = await loginAs(app, candidate.email, candidate.password);
    const { token: adminToken } = await loginAs(app, admin.email, admin.password);
    const get = async (url: string, auth = token) => {
      const response = await app.inject({ method: 'GET', url, headers: bearer(auth) });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    for (const kind of ['degree', 'years', 'education']) {
      const options = await get(`/api/options/${kind}`);
      expect(JSON.stringify(options).length, kind).toBeGreaterThan(10);
    }
    // the general lists (employment type, language) are in the admin listing of all four kinds
    expect(JSON.stringify(await get('/api/dropdown/all', adminToken))).toContain('Employment type');
    const skills = await get('/api/skills?pageSize=500');
    expect(JSON.stringify(skills)).toContain('TypeScript');
    expect(JSON.stringify(await get('/api/experience-areas'))).toContain('Legal');
    expect(JSON.stringify(await get('/api/benefits'))).toContain('Health insurance');
    const scoreMessages = await get('/api/score-messages', adminToken);
    expect(JSON.stringify(scoreMessages)).toContain('Getting started');
    const templates = await get('/api/message/template', adminToken);
    // the seven of the specification and HireCandidate
    expect(templates.templates.length).toBe(8);

    // idempotent: a second run adds no duplicates
    const before = JSON.stringify(await get('/api/benefits'));
    await ensureReferenceData(database.db);
    expect(JSON.stringify(await get('/api/benefits'))).toBe(before);
  });
});
