import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from './server-process.ts';

/**
 * A TCP proxy in front of a Redis server that makes the first `slowSubscribes` SUBSCRIBE commands slow: the
 * command (and whatever follows on its connection) is held for `holdMs`, far past the client's command
 * timeout, as when Redis is overloaded while processes start together. A client that gives up on the
 * connection meanwhile is not answered later.
 */
export interface SlowSubscribeProxy {
  url: string;
  /** SUBSCRIBE commands held so far */
  held(): number;
  close(): Promise<void>;
}

export async function startSlowSubscribeProxy(target: { port: number }, options: { slowSubscribes: number; holdMs: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let held = 0;
  const server = createServer((client) => {
    const upstream = createConnection({ port: target.port, host: '127.0.0.1' });
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', cut).on('close', cut);
    upstream.on('error', cut).on('close', cut);
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      if (held < options.slowSubscribes && /\bsubscribe\b/i.test(chunk.toString('latin1'))) {
        held += 1;
        client.pause();
        const timer = setTimeout(() => {
          if (client.destroyed) return;
          upstream.write(chunk);
          client.resume();
        }, options.holdMs);
        client.once('close', () => clearTimeout(timer));
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const proxy: SlowSubscribeProxy = {
    url: `redis://127.0.0.1:${port}`,
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
