import { config } from 'zod';

/**
 * Imported first by the web app: zod's compiled parsers probe `new Function` once, and under our content security
 * policy (no 'unsafe-eval') the browser reports that probe as a policy violation even though zod catches it.
 * Without the probe zod parses with its plain interpreter; the schemas behave the same.
 */
config({ jitless: true });
