import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type createApiKeyBody,
} from '@talentmatch/shared/api-keys';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import { can as canCompany } from '../companies/policy.ts';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/errors.ts';
import { userDirectory } from '../users/queries.ts';
import { userRoles } from '../users/service.ts';
import { authorize } from './policy.ts';
import { apiIdempotencyKeys, apiKeys } from './tables.ts';

/**
 * API keys (docs/integrations.md): `tm_live_` and 32 random bytes in base64url, shown once. The database keeps
 * the SHA-256 of the whole key (a random 256-bit secret needs no slow hash) and its first 16 characters to
 * tell keys apart in the list.
 */

type KeyRow = typeof apiKeys.$inferSelect;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

function present(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** 403 for a member of the company who is not its account manager, 404 for everyone else who may not. */
function requireManager(actor: Actor, companyId: string, action: 'create' | 'manage'): void {
  if (!canCompany(actor, 'view', { id: companyId })) throw new NotFoundError(API_KEY_MESSAGES.companyNotFound);
  authorize(actor, action, companyId);
}

export async function listApiKeys(db: Db, actor: Actor, companyId: string): Promise<ApiKey[]> {
  requireManager(actor, companyId, 'manage');
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(present);
}

export async function createApiKey(
  db: Db,
  actor: Actor,
  companyId: string,
  input: z.output<typeof createApiKeyBody>,
  now = new Date(),
): Promise<CreatedApiKey> {
  requireManager(actor, companyId, 'create');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new BadRequestError(API_KEY_MESSAGES.expiryInPast, { expiresAt: [API_KEY_MESSAGES.expiryInPast] });
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      companyId,
      name: input.name,
      prefix: secret.slice(0, PREFIX_LENGTH),
      secretHash: hashApiKey(secret),
      scopes: input.scopes,
      expiresAt,
      createdBy: actor.userId,
    })
    .returning();
  return { ...present(row), secret };
}

export async function revokeApiKey(db: Db, actor: Actor, companyId: string, keyId: string): Promise<ApiKey> {
  requireManager(actor, companyId, 'manage');
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`, revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${actor.userId}::uuid)` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId)))
    .returning();
  if (!row) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  return present(row);
}

/** Who an API request is from: the key, its company and scopes, and the actor the services see. */
export interface ApiKeyAuth {
  keyId: string;
  companyId: string;
  scopes: readonly ApiKeyScope[];
  /** the company acts through its account manager (the pipeline's messages are signed with that name) */
  actor: Actor;
  /** the account manager's address is confirmed (publishing a job needs it, as in the web app) */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyAuth;
  }
}

/** The key of a request authenticated by `createApiKeyAuthenticate` (401 when there is none). */
export function apiKeyOf(request: FastifyRequest): ApiKeyAuth {
  if (!request.apiKey) throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
  return request.apiKey;
}

/** 403 naming the scope when the key lacks it. */
export function requireScope(auth: ApiKeyAuth, scope: ApiKeyScope): void {
  if (!auth.scopes.includes(scope)) throw new ForbiddenError(API_KEY_MESSAGES.missingScope(scope));
}

/** `last_used_at` is written at most once a minute per key. */
const LAST_USE_PRECISION_MS = 60_000;

/**
 * preHandler: `Authorization: Bearer tm_live_…` of a live key (not revoked, not expired) of a company that has an
 * active account manager, else 401. Sets `request.apiKey`. The header is never logged (the request serializer
 * logs method, address and client only, platform/observability.ts).
 */
export function createApiKeyAuthenticate(db: Db): preHandlerAsyncHookHandler {
  return async function authenticateApiKey(request) {
    const match = /^Bearer\s+(tm_live_[A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
    if (!match) throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
    const [key] = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(match[1])))
      .limit(1);
    const now = new Date();
    if (!key || key.revokedAt || (key.expiresAt && key.expiresAt.getTime() <= now.getTime()))
      throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
    const [manager] = await db
      .select({ id: userDirectory.id, roles: userDirectory.roles, emailVerifiedAt: userDirectory.emailVerifiedAt })
      .from(userDirectory)
      .where(
        and(
          eq(userDirectory.companyId, key.companyId),
          sql`'AccountManager' = any(${userDirectory.roles})`,
          isNull(userDirectory.deletedAt),
          isNull(userDirectory.lockedAt),
        ),
      )
      .orderBy(userDirectory.createdAt)
      .limit(1);
    if (!manager) throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USE_PRECISION_MS) {
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    }
    request.apiKey = {
      keyId: key.id,
      companyId: key.companyId,
      scopes: key.scopes,
      actor: { userId: manager.id, roles: userRoles(manager), companyId: key.companyId },
      emailVerified: manager.emailVerifiedAt !== null,
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Idempotency-Key: the first answer to a POST, per key, for 24 hours

const IDEMPOTENCY_HOURS = 24;

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** The answer stored for this key and Idempotency-Key within 24 hours, or null. */
export async function storedAnswer(db: Db, apiKeyId: string, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.apiKeyId, apiKeyId),
        eq(apiIdempotencyKeys.key, key),
        sql`${apiIdempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
      ),
    )
    .limit(1);
  return row ? { requestHash: row.requestHash, statusCode: row.statusCode, response: row.response } : null;
}

/** Keeps the first answer (a later one for the same key, from a concurrent request, is dropped; an expired row is replaced). */
export async function storeAnswer(db: Db, apiKeyId: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .insert(apiIdempotencyKeys)
    .values({ apiKeyId, key, ...answer, response: answer.response ?? null })
    .onConflictDoUpdate({
      target: [apiIdempotencyKeys.apiKeyId, apiIdempotencyKeys.key],
      set: { requestHash: answer.requestHash, statusCode: answer.statusCode, response: answer.response ?? null, createdAt: sql`now()` },
      setWhere: sql`${apiIdempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
    });
}

/** Hourly: answers older than 24 hours go. */
export async function sweepIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600_000)))
    .returning({ key: apiIdempotencyKeys.key });
  return rows.length;
}
