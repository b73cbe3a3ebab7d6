import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';
import type { LoginResponse } from '@talentmatch/shared/access-token';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import type { AppContext } from '../../platform/context.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { findUserByDirectoryObjectId, findUserByEmail, linkDirectoryObjectId, type UserRow } from '../users/service.ts';
import { DIRECTORY_LOGIN_NOT_CONFIGURED } from './schema.ts';
import { completeLogin, type RequestMeta } from './service.ts';

/**
 * Directory login (docs/directory-login.md): the browser signs in with Microsoft Entra ID (MSAL) and sends the ID
 * token; it is verified against the tenant's published keys and mapped to an existing, active account.
 */

/** Any refusal: the client shows the specification's directory-login message; `reason` is for the log only. */
export class DirectoryLoginRefused extends UnauthorizedError {
  constructor(public readonly reason: string) {
    super(SESSION_MESSAGES.directoryLoginFailed);
  }
}

export interface DirectoryVerifierOptions {
  /** how the discovery and key documents are fetched (tests: a fetch that trusts the test provider's certificate) */
  fetch?: typeof fetch;
  /** after a key download, no other one for this long, even for an unknown key id (jose's cooldown; default 30 s) */
  keyRefreshCooldownMs?: number;
  /** the discovery document is read again after this long (default one hour) */
  discoveryMaxAgeMs?: number;
  /** each download gives up after this long (default 5 s) */
  timeoutMs?: number;
}

export interface DirectoryIdentity {
  /** the directory's object id of the person (Entra ID `oid`) */
  objectId: string;
  /** the email the directory vouches for, lower case; null when the token carries none */
  email: string | null;
}

/** Hosts of Microsoft's clouds: their v2.0 tokens are described by `{authority}/v2.0/.well-known/openid-configuration`. */
const MICROSOFT_LOGIN_HOSTS = new Set([
  'login.microsoftonline.com',
  'login.microsoft.com',
  'login.windows.net',
  'login.microsoftonline.us',
  'login.partner.microsoftonline.cn',
  'login.chinacloudapi.cn',
]);

/** Signature algorithms accepted (asymmetric only: a symmetric key would be a shared secret the tenant never publishes). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const CLOCK_TOLERANCE_SECONDS = 60;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where the authority describes itself. Entra ID tokens from MSAL are v2.0 tokens, whose issuer is in the v2.0
 * document (as MSAL itself does); any other OpenID provider answers at `{authority}/.well-known/openid-configuration`.
 */
export function discoveryUrl(tenantAuthority: string): string {
  const url = new URL(tenantAuthority);
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const v2 = MICROSOFT_LOGIN_HOSTS.has(url.hostname.toLowerCase()) && !base.endsWith('/v2.0') ? '/v2.0' : '';
  return `${base}${v2}/.well-known/openid-configuration`;
}

interface Discovered {
  issuer: string;
  jwksUri: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
  readAt: number;
}

export type DirectoryVerifier = ReturnType<typeof createDirectoryVerifier>;

/** Verifies directory ID tokens; keeps each authority's discovery document and key set in memory. */
export function createDirectoryVerifier(options: DirectoryVerifierOptions = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxAgeMs = options.discoveryMaxAgeMs ?? 60 * 60 * 1000;
  const discovered = new Map<string, Discovered>();

  async function discover(tenantAuthority: string): Promise<Discovered> {
    const url = discoveryUrl(tenantAuthority);
    const cached = discovered.get(url);
    if (cached && Date.now() - cached.readAt < maxAgeMs) return cached;
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch (error) {
      throw new DirectoryLoginRefused(`discovery failed at ${url}: ${(error as Error).message}`);
    }
    const { issuer, jwks_uri: jwksUri } = document;
    if (typeof issuer !== 'string' || typeof jwksUri !== 'string' || !jwksUri.startsWith('https://')) {
      throw new DirectoryLoginRefused(`discovery document at ${url} has no issuer or no https jwks_uri`);
    }
    // "common" and "organizations" describe every tenant at once: anyone's directory could then vouch for any email
    if (issuer.includes('{tenantid}')) {
      throw new DirectoryLoginRefused('the tenant authority is multi-tenant; name one tenant');
    }
    // the same key set is kept when the document is read again, so its cache and cooldown carry on
    const keys =
      cached?.jwksUri === jwksUri
        ? cached.keys
        : createRemoteJWKSet(new URL(jwksUri), {
            timeoutDuration: timeoutMs,
            cooldownDuration: options.keyRefreshCooldownMs ?? 30_000,
            [customFetch]: fetchImpl,
          });
    const entry = { issuer, jwksUri, keys, readAt: Date.now() };
    discovered.set(url, entry);
    return entry;
  }

  return {
    /** The person the token names, once signature, issuer, audience and lifetime check out. */
    async verify(settings: { clientId: string; tenantAuthority: string }, token: string): Promise<DirectoryIdentity> {
      const { issuer, keys } = await discover(settings.tenantAuthority);
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, keys, {
          issuer,
          audience: settings.clientId,
          algorithms: ALGORITHMS,
          requiredClaims: ['exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        throw new DirectoryLoginRefused(`token rejected: ${(error as Error).message}`);
      }
      const objectId = typeof claims.oid === 'string' && claims.oid.trim() !== '' ? claims.oid.trim() : null;
      if (!objectId) throw new DirectoryLoginRefused('token has no oid claim');
      return { objectId, email: vouchedEmail(claims) };
    },
  };
}

/** `email` unless the directory says it is unverified, else `preferred_username` when it is an email address. */
function vouchedEmail(claims: JWTPayload): string | null {
  const candidates = [claims.email_verified === false ? undefined : claims.email, claims.preferred_username];
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const email = value.trim().toLowerCase();
    if (EMAIL.test(email)) return email;
  }
  return null;
}

const usable = (user: UserRow | undefined): user is UserRow => Boolean(user && !user.deletedAt && !user.lockedAt);

/**
 * The account for a verified identity: the one linked to its object id, else the one with its email, which is then
 * linked. Never creates an account; a locked or deleted account, or one linked to another identity, is refused.
 */
async function accountFor(ctx: AppContext, identity: DirectoryIdentity): Promise<UserRow> {
  const linked = await findUserByDirectoryObjectId(ctx.db, identity.objectId);
  if (linked) {
    if (!usable(linked)) throw new DirectoryLoginRefused('the linked account is locked or deleted');
    return linked;
  }
  if (!identity.email) throw new DirectoryLoginRefused('token names no email and the object id is not linked');
  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (!usable(byEmail)) throw new DirectoryLoginRefused('no active account with this email');
  if (byEmail.directoryObjectId) throw new DirectoryLoginRefused('the account is linked to another directory identity');
  if (!(await linkDirectoryObjectId(ctx.db, byEmail.id, identity.objectId))) {
    throw new DirectoryLoginRefused('the account could not be linked (linked meanwhile)');
  }
  return byEmail;
}

/** `POST api/auth/loginAAD`: the same answer as the password login, for the account the directory token names. */
export async function loginWithDirectory(
  ctx: AppContext,
  verifier: DirectoryVerifier,
  msiToken: string,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const { azureAd } = await getSiteConfiguration(ctx.db);
  if (!azureAd.clientId || !azureAd.tenantAuthority) throw new UnauthorizedError(DIRECTORY_LOGIN_NOT_CONFIGURED);
  const identity = await verifier.verify(azureAd, msiToken);
  const user = await accountFor(ctx, identity);
  return completeLogin(ctx, user, meta);
}
