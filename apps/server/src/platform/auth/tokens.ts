import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { AccessTokenClaims } from '@talentmatch/shared/access-token';
import type { Role, RoleClaim } from '@talentmatch/shared/roles';

/** Access-token claims as issued here: the shared claims plus the session id. */
interface IssuedClaims extends AccessTokenClaims {
  sid: string;
}

export interface TokenService {
  signAccessToken(claims: Omit<IssuedClaims, 'exp' | 'iat'>): Promise<string>;
  /** Verifies signature and expiry; with allowExpired an expired but genuine token is accepted. */
  verifyAccessToken(token: string, options?: { allowExpired?: boolean }): Promise<IssuedClaims | null>;
}

export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // imported once: given the raw bytes, jose would import a CryptoKey on every verification
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    async signAccessToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims } as unknown as JWTPayload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + accessTtlSeconds)
        .sign(key);
    },
    async verifyAccessToken(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ['HS256'] });
        return asClaims(payload);
      } catch (error) {
        if (options.allowExpired && error instanceof joseErrors.JWTExpired) {
          return asClaims(error.payload);
        }
        return null;
      }
    },
  };
}

function asClaims(payload: JWTPayload): IssuedClaims | null {
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
  return payload as unknown as IssuedClaims;
}

export function roleClaim(roles: readonly Role[]): RoleClaim {
  return roles.length === 1 ? roles[0] : [...roles];
}

/** 32 random bytes, base64url: the opaque refresh token handed to the client. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
