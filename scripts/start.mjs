#!/usr/bin/env node
// `npm start`: build the web app when it has not been built yet and the server bundle when a source changed
// after it (about a second; scripts/build-server.mjs), then serve web + API from one process.
// Signals are forwarded to the server; the server also watches an IPC channel to this wrapper, so it
// shuts down when the wrapper dies in any way (even SIGKILL) and no orphan is left. `npm start` runs this
// file with `exec`, so npm's own forwarding of SIGTERM/SIGINT reaches it; started through anything that
// does not forward (a shell without exec), it stops the server when its parent goes away.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildServer, serverBundle, serverBundleIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
// the public pages' prerender (docs/prerendering.md), built beside the app by the same command
const webPrerender = path.join(root, 'apps/web/dist-ssr/entry-server.mjs');

// WEB_DIST_DIR set: the operator serves a build of their own, nothing to build here
if (!process.env.WEB_DIST_DIR && (!existsSync(webIndex) || !existsSync(webPrerender) || process.argv.includes('--rebuild'))) {
  const started = performance.now();
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@talentmatch/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Web app built in ${seconds(started)}.`);
}

if (serverBundleIsStale()) {
  const started = performance.now();
  console.log('Building the server (after a change to its sources)…');
  await buildServer();
  console.log(`Server built in ${seconds(started)}.`);
}
console.log('Starting the server…');

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root, // DATA_DIR=./data resolves to the repository's data folder
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
}, 500).unref();
