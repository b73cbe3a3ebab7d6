#!/usr/bin/env node
// Runs npm scripts side by side (each leaves a core idle most of its time), prints each one's output when it ends,
// and fails when any of them fails. Usage: node scripts/run-together.mjs lint typecheck
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          console.log(`${name}: exit code ${code} in ${Math.round((Date.now() - started) / 1000)} s`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
