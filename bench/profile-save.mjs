#!/usr/bin/env node
// Profile save under load: PUT api/candidate/profile (validation, transaction, search document, score
// recompute and a history row per request), next to the score read it feeds.
// Usage: npm run bench:profile -- [--duration 10] [--connections 20] [--database-url postgres://...]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figures, runAutocannon, startApp } from './lib.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: '' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-bench-profile-'));
const app = await startApp({ dataDir, databaseUrl: values['database-url'] });

try {
  const url = app.ready;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'candidate@talentmatch.local', password: 'Demo-Candidate-2026!' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const profile = await (await fetch(`${url}/api/candidate/profile`, { headers: auth })).json();
  const body = {
    headline: profile.headline,
    summary: profile.summary,
    city: profile.city,
    region: profile.region,
    country: profile.country,
    remotePreference: profile.remotePreference,
    willingToRelocate: profile.willingToRelocate,
    availability: profile.availability,
    yearsOptionId: profile.yearsOption?.id ?? null,
    educationOptionId: profile.educationOption?.id ?? null,
    visibility: profile.visibility,
  };
  // the access token lives 15 minutes: long enough for any run of this script

  console.log(
    `autocannon: ${connections} connections, ${duration} s per scenario, Node ${process.version}, ${values['database-url'] ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  const rows = [];
  const save = await runAutocannon({
    url: `${url}/api/candidate/profile`,
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    duration,
    connections,
  });
  rows.push(figures('PUT api/candidate/profile (save + score recompute + history)', save));
  const score = await runAutocannon({ url: `${url}/api/candidate/score`, headers: auth, duration, connections });
  rows.push(figures('GET api/candidate/score (breakdown, message)', score));
  console.table(rows);
  const history = await (await fetch(`${url}/api/candidate/score/history`, { headers: auth })).json();
  console.log(`score history rows for the demo candidate after the run: ${history.history.length} (the API returns the latest 500)`);
} finally {
  app.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
