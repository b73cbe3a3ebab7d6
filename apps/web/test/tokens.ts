import type { AccessTokenClaims } from '@talentmatch/shared/access-token';

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the browser never verifies signatures). */
export function makeToken(claims: Partial<AccessTokenClaims> = {}): string {
  const body: AccessTokenClaims = {
    sub: 'user-1',
    name: 'Ada Lovelace',
    role: 'Candidate',
    terms: 1,
    exp: Math.floor(Date.now() / 1000) + 600,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(body))}.signature`;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
