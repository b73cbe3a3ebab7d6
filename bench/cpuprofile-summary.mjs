#!/usr/bin/env node
// Reads a V8 .cpuprofile (node --cpu-prof; `npm run bench -- --cpu-prof <dir>`) and prints where the time went:
// self time by function, by package (or app source directory), and total (inclusive) time of the heaviest
// frames of the app's own code and of the libraries it calls.
// --from <name>: count only the samples from the first one whose stack holds a function of that name (skips start-up).
// --callers <name>: the heaviest call paths (innermost 12 frames) that end in a function of that name.
// Usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [--top 30] [--match authenticate] [--from authenticate] [--callers writev]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    match: { type: 'string', default: '' },
    from: { type: 'string', default: '' },
    callers: { type: 'string', default: '' },
  },
});
const top = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// self time per node from the samples and their time deltas
const inStack = (id, name) => {
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) if (nodes.get(cur).callFrame.functionName === name) return true;
  return false;
};
let first = 0;
if (values.from) {
  first = profile.samples.findIndex((id) => inStack(id, values.from));
  if (first < 0) throw new Error(`no sample has ${values.from} on its stack`);
}
const self = new Map();
for (let i = first; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
const ms = (us) => `${(us / 1000).toFixed(0)} ms`;

function where(frame) {
  const url = frame.url ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const src = /apps\/server\/src\/(.*)$/.exec(url);
  if (src) return `app:${src[1]}`;
  if (url.startsWith('node:')) return url;
  if (!url) return `(${frame.functionName || 'native'})`;
  return url.replace(/^file:\/\//, '');
}
const label = (frame) => `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;

function table(title, map, rows = top) {
  console.log(`\n${title}`);
  const sorted = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, rows);
  for (const [key, us] of sorted) console.log(`${pct(us).padStart(6)} ${ms(us).padStart(8)}  ${key}`);
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, us] of self) {
  const frame = nodes.get(id).callFrame;
  const fn = label(frame);
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const place = where(frame).replace(/^app:([^/]+\/[^/]+).*$/, 'app:$1');
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

// inclusive time per function (counted once per sample even when recursive)
const inclusive = new Map();
for (const [id, us] of self) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const key = label(nodes.get(cur).callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
const filtered = new Map([...inclusive].filter(([k]) => !values.match || k.includes(values.match)));

console.log(`${positionals[0]}: ${ms(total)} sampled, ${profile.samples.length} samples`);
table('Self time by function', byFunction);
table('Self time by package / app directory', byPlace);
table(`Total (inclusive) time${values.match ? ` of frames matching "${values.match}"` : ''}`, filtered, top * 2);

if (values.callers) {
  const paths = new Map();
  for (const [id, us] of self) {
    let cur = id;
    while (cur !== undefined && nodes.get(cur).callFrame.functionName !== values.callers) cur = parent.get(cur);
    if (cur === undefined) continue;
    const chain = [];
    for (; cur !== undefined && chain.length < 12; cur = parent.get(cur)) chain.push(label(nodes.get(cur).callFrame));
    const key = chain.join('\n           < ');
    paths.set(key, (paths.get(key) ?? 0) + us);
  }
  table(`Call paths ending in ${values.callers}`, paths, 8);
}
