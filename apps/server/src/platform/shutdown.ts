import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (docs/operations.md): on SIGTERM/SIGINT, or when the `npm start` wrapper is gone,
 * stop accepting connections, let in-flight requests finish for up to `graceMs` (their answers close
 * their keep-alive connections; idle ones are closed), end live-event streams with a retry hint, run the
 * close steps, exit 0. Past the grace period: say so and exit 1.
 * Nothing here depends on logging working: a log collector that went away (EPIPE on stdout) must not
 * keep a server alive, so every log call is guarded and the exit timer is armed first.
 */
export function installGracefulShutdown(options: {
  app: FastifyInstance;
  graceMs: number;
  /** run in order; `app.close()` is the last one (it waits for in-flight requests) */
  steps: Array<() => Promise<unknown>>;
}) {
  const { app, graceMs } = options;
  const say = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => {
    try {
      app.log[level](extra ?? {}, message);
    } catch {
      // logging failed (stdout closed): shutting down matters more
    }
  };
  // A write to a closed pipe must not become an uncaught exception.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  let shuttingDown = false;
  // Answers given while shutting down end their keep-alive connection (Node closes it after the answer),
  // so a connection that was busy at SIGTERM does not hold the process until the grace ends.
  options.app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });
  async function shutdown(reason: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    // and connections that turn idle meanwhile (an answer sent just before) are closed as they do
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 250);
    idleSweep.unref();
    const timer = setTimeout(() => {
      say('error', `shutdown: still busy after ${graceMs} ms (SHUTDOWN_GRACE_MS), forcing exit`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    say('info', `${reason}: shutting down (finishing open requests for up to ${graceMs} ms)`);
    try {
      for (const step of options.steps) await step();
      say('info', 'shutdown complete');
      process.exit(0);
    } catch (error) {
      say('error', 'error during shutdown', { err: error });
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT received'));
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  // Started by scripts/start.mjs with an IPC channel: the channel closes when the wrapper dies, even by SIGKILL.
  if (process.send) process.on('disconnect', () => void shutdown('the npm start wrapper exited'));
  return { shutdown };
}
