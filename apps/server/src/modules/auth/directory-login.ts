import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';
import type { LoginResponse } from '@talentmatch/shared/access-token';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import type { AppContext } from '../../platform/context.ts';
import { randomBytes } from 'node:crypto';
import { ConflictError, UnauthorizedError } from '../../platform/errors.ts';
import { sendVerificationLink } from '../account/service.ts';
import { recordAudit } from '../audit-log/service.ts';
import { recordAccountAcquisition } from '../reports/index.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import {
  createUser,
  findUserByDirectoryIdentity,
  findUserByEmail,
  linkDirectoryIdentity,
  type UserRow,
  userRoles,
} from '../users/service.ts';
import { DIRECTORY_LOGIN_NOT_CONFIGURED } from './schema.ts';
import { completeLogin, type RequestMeta } from './service.ts';

/**
 * Directory login (docs/directory-login.md): the browser signs in with Microsoft Entra ID (MSAL) and sends the ID
 * token; it is verified against the tenant's published keys. The account is the one linked to the identity (tenant id,
 * object id); an address in the token selects an account only when the tenant proves it (`xms_edov`) and the account
 * is not an administrator's. Otherwise a new candidate account, when site configuration allows directory sign-up.
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
  /** the tenant (Entra ID `tid`; the issuer for a provider without one) */
  tenantId: string;
  /** the directory's object id of the person (Entra ID `oid`) */
  objectId: string;
  /** the `email` claim, trimmed and lower case; null when the token carries no address there */
  email: string | null;
  /** the tenant guarantees that `email` belongs to the person (`xms_edov: true`); nothing else proves an address */
  emailProven: boolean;
  /** the address a new account gets: `email`, else `preferred_username` when it is an address; null when neither is */
  contactEmail: string | null;
  firstName: string;
  lastName: string;
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
      const objectId = claimText(claims.oid);
      if (!objectId) throw new DirectoryLoginRefused('token has no oid claim');
      return identityOf(claims, objectId, claimText(claims.tid) ?? issuer);
    },
  };
}

const claimText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const address = (value: unknown): string | null => {
  const text = claimText(value)?.toLowerCase() ?? null;
  return text && EMAIL.test(text) ? text : null;
};

/** Who the verified token names. `email` and `preferred_username` can be set by the tenant's users: they prove nothing. */
function identityOf(claims: JWTPayload, objectId: string, tenantId: string): DirectoryIdentity {
  const email = address(claims.email);
  const [given, ...rest] = (claimText(claims.name) ?? '').split(/\s+/);
  const contactEmail = email ?? address(claims.preferred_username);
  return {
    tenantId,
    objectId,
    email,
    emailProven: email !== null && claims.xms_edov === true,
    contactEmail,
    firstName: (claimText(claims.given_name) ?? (given || contactEmail?.split('@')[0]) ?? 'Microsoft').slice(0, 100),
    lastName: (claimText(claims.family_name) ?? rest.join(' ')).slice(0, 100),
  };
}

const usable = (user: UserRow | undefined): user is UserRow => Boolean(user && !user.deletedAt && !user.lockedAt);

/**
 * The account for a verified identity: the one linked to it; else, when the token proves its address, the account
 * with that address unless it belongs to an administrator (linked now); else a new candidate account when directory
 * sign-up is on. Never someone else's account: an unproven address that is taken is refused.
 */
async function accountFor(ctx: AppContext, identity: DirectoryIdentity): Promise<UserRow> {
  const linked = await findUserByDirectoryIdentity(ctx.db, identity);
  if (linked) {
    if (!usable(linked)) throw new DirectoryLoginRefused('the linked account is locked or deleted');
    return linked;
  }
  if (identity.email && identity.emailProven) {
    const owner = await findUserByEmail(ctx.db, identity.email);
    if (owner) {
      if (!usable(owner)) throw new DirectoryLoginRefused('no active account with this email');
      if (userRoles(owner).includes('Administrator')) throw new DirectoryLoginRefused('administrators connect from their settings');
      if (owner.directoryObjectId) throw new DirectoryLoginRefused('the account is linked to another directory identity');
      if (!(await linkDirectoryIdentity(ctx.db, owner.id, identity))) {
        throw new DirectoryLoginRefused('the account could not be linked (linked meanwhile)');
      }
      await recordAudit(ctx.db, {
        actorId: owner.id,
        action: 'directory.linked',
        subjectType: 'user',
        subjectId: owner.id,
        details: { by: 'proven-email', tenantId: identity.tenantId },
      });
      return owner;
    }
  }
  return signUp(ctx, identity);
}

/** A new candidate account for a directory identity nobody has, when site configuration allows it. */
async function signUp(ctx: AppContext, identity: DirectoryIdentity): Promise<UserRow> {
  const site = await getSiteConfiguration(ctx.db);
  if (!site.directorySignUp || !site.registrationOpen.candidate) throw new DirectoryLoginRefused('directory sign-up is off');
  if (!identity.contactEmail) throw new DirectoryLoginRefused('token names no address for a new account');
  // an unproven address that is taken belongs to someone else: its owner connects from their settings
  if (await findUserByEmail(ctx.db, identity.contactEmail)) throw new DirectoryLoginRefused('the address belongs to another account');
  let user: UserRow;
  try {
    user = await createUser(ctx.db, {
      email: identity.contactEmail,
      // never told to anyone: the person signs in with the directory, or sets a password through "Forgot password"
      password: randomBytes(24).toString('base64url'),
      firstName: identity.firstName,
      lastName: identity.lastName,
      roles: ['Candidate'],
      emailVerified: identity.emailProven,
      directory: identity,
    });
  } catch (error) {
    if (error instanceof ConflictError) throw new DirectoryLoginRefused(`sign-up raced: ${error.detail}`);
    throw error;
  }
  await recordAccountAcquisition(ctx.db, user.id, { invited: false });
  await recordAudit(ctx.db, {
    actorId: user.id,
    action: 'directory.signed-up',
    subjectType: 'user',
    subjectId: user.id,
    details: { tenantId: identity.tenantId, emailProven: identity.emailProven },
  });
  if (!identity.emailProven) await sendVerificationLink(ctx, user);
  return user;
}

/** The configured directory, or the given error when directory login is not set up. */
export async function configuredDirectory(ctx: AppContext, notConfigured: () => Error) {
  const { azureAd } = await getSiteConfiguration(ctx.db);
  if (!azureAd.clientId || !azureAd.tenantAuthority) throw notConfigured();
  return azureAd;
}

/** `POST api/auth/loginAAD`: the same answer as the password login, for the account the directory token names. */
export async function loginWithDirectory(
  ctx: AppContext,
  verifier: DirectoryVerifier,
  msiToken: string,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const azureAd = await configuredDirectory(ctx, () => new UnauthorizedError(DIRECTORY_LOGIN_NOT_CONFIGURED));
  const identity = await verifier.verify(azureAd, msiToken);
  const user = await accountFor(ctx, identity);
  return completeLogin(ctx, user, meta);
}
