#!/usr/bin/env node
// `npm run build:server`: the server as one JavaScript file, apps/server/dist/main.mjs (esbuild; packages stay in
// node_modules, the workspace's shared package is bundled). `npm start` runs it: no TypeScript to transpile at start,
// so the server is healthy sooner and holds less memory. The browser tests and the API tests that start server
// processes run it too; the benchmarks run the sources through tsx.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist/main.mjs');
const inputs = [path.join(serverDir, 'src'), path.join(root, 'packages/shared/src'), path.join(serverDir, 'package.json')];

function newestChange(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/** True when the bundle is missing or a source (server, shared package, server package.json) changed after it. */
export function serverBundleIsStale() {
  let built;
  try {
    built = statSync(serverBundle).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => newestChange(input) > built);
}

export async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
    .filter((name) => !name.startsWith('@talentmatch/'))
    .flatMap((name) => [name, `${name}/*`]);
  const { outputFiles } = await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // written beside and renamed into place: a server started meanwhile (the API tests' projects build it side by side)
  // reads the old bundle or the new one, never half of one
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

// `--if-stale`: only when a source changed after the bundle (the API tests' global set-up)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !serverBundleIsStale()) process.exit(0);
  const started = performance.now();
  await buildServer();
  console.log(`Server bundle written: ${path.relative(root, serverBundle)} in ${Math.round(performance.now() - started)} ms.`);
}
