// A TLS front speaking HTTP/2, as the production proxy does (docs/deploy.md: nginx `listen 443 ssl http2`), for
// `npm run bench:web -- --http2`: the browser and Lighthouse then fetch a page's files over one multiplexed
// connection instead of HTTP/1.1's six per host. The certificate is self-signed for 127.0.0.1 (openssl), made
// for this run in the given folder; the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';

/** Connection-level headers: HTTP/2 forbids them, and a proxy does not pass them on in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/** Starts the front on a free port of 127.0.0.1, forwarding every request to `upstream` (http://host:port). */
export async function startHttp2Proxy(upstream, dir) {
  const key = path.join(dir, 'proxy-key.pem');
  const cert = path.join(dir, 'proxy-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true });
  server.on('request', (request, response) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...withoutHopByHop(request.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
