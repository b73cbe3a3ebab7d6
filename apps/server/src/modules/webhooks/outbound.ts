import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests to the companies' own addresses, guarded against server-side request forgery: only public unicast
 * addresses (no loopback, private, link-local, cloud metadata, CGNAT, multicast or reserved ranges, IPv4-mapped
 * forms included), checked on the address the connection really uses (DNS is resolved inside the connect, so an
 * answer changed since registration is refused too). Redirects are never followed. `allowLoopback` (tests only)
 * admits 127.0.0.0/8 and ::1.
 */

export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'loopback') return allowLoopback;
  return range === 'unicast';
}

class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`the address ${address} is not on the public internet`);
  }
}

/** Every address the host name resolves to must be allowed. */
export async function hostIsAllowed(hostname: string, allowLoopback: boolean): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isAllowedAddress(host, allowLoopback);
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isAllowedAddress(a.address, allowLoopback));
  } catch {
    return false;
  }
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) return callback(new RefusedAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** the first kilobyte of the answer's body */
  excerpt: string;
}

const EXCERPT_BYTES = 1024;

/** POSTs `body` and reads the answer's status and first kilobyte; never throws (the error is in the result). */
export function postGuarded(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return done({ statusCode: null, error: 'not a valid address', excerpt: '' });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowedAddress(host, options.allowLoopback)) {
      return done({ statusCode: null, error: new RefusedAddressError(host).message, excerpt: '' });
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(options.allowLoopback),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          done({
            statusCode: response.statusCode ?? null,
            error: null,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => done({ statusCode: response.statusCode ?? null, error: error.message, excerpt: '' }));
      },
    );
    request.on('error', (error) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : error.message;
      done({ statusCode: null, error: message, excerpt: '' });
    });
    request.end(body);
  });
}
