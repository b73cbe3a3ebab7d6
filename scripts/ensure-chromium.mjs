#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded browser build). Install it when missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(executable)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${executable}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to an installed Chromium).`,
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install Chromium by hand: apt-get install -y chromium`);
    process.exit(1);
  }
}
