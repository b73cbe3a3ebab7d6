/**
 * Imported first by the web app: zod's compiled parsers probe `new Function` once, and under our content security
 * policy (no 'unsafe-eval') the browser reports that probe as a policy violation even though zod catches it.
 * Without the probe zod parses with its plain interpreter; the schemas behave the same.
 *
 * This is `z.config({ jitless: true })` without importing zod, so the web app's first load does not carry zod's
 * core (the public pages load zod with their forms only): zod 4 keeps its configuration on
 * `globalThis.__zod_globalConfig`, shared by every copy of zod, and adopts an object that is already there.
 * zod-jitless.test.ts checks that against the zod in use, whichever of the two loads first.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
