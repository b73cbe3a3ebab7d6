import { hostname } from 'node:os';

/**
 * Lines main.ts writes itself (start-up progress, the start-up banner, a refusal to start): in production
 * JSON objects shaped like the logger's (pino: level, time, pid, hostname, msg), so a log collector gets
 * JSON from the very first line; otherwise plain text for the person watching.
 */
export function createStartupLog(options: { json: boolean }) {
  const line = (level: number, message: string) =>
    options.json ? JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), msg: message }) : message;
  return {
    info(message: string) {
      console.log(line(30, message));
    },
    /** a refusal to start: one line on stderr */
    fatal(message: string) {
      console.error(line(60, message));
    },
  };
}

/** Production, read before the configuration is (a refusal to start must be JSON too). */
export const isProductionEnvironment = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';
