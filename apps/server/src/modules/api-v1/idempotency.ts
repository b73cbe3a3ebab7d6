import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { AppError, parseOrThrow } from '../../platform/errors.ts';
import { apiKeyOf, storeAnswer, storedAnswer } from '../api-keys/service.ts';
import { v1IdempotencyKey } from './schemas.ts';

const OTHER_BODY = 'This Idempotency-Key was already used with another request. Use a new key for a new request.';

/**
 * A POST of the public API with an `Idempotency-Key` header: the same key with the same request answers the first
 * (successful) answer again, with `Idempotent-Replayed: true`; with another method, path or body, 422. Answers are
 * kept 24 hours in the database (api-keys module). A refused request (4xx) is not kept: sending it again runs it again.
 * Sends the answer on `reply` (the route returns `reply`).
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const answer = await run();
    reply.status(answer.status).send(answer.body);
    return;
  }
  const key = parseOrThrow(v1IdempotencyKey, Array.isArray(header) ? header[0] : header);
  const { keyId } = apiKeyOf(request);
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const stored = await storedAnswer(db, keyId, key);
  if (stored) {
    if (stored.requestHash !== requestHash) throw new AppError(422, OTHER_BODY);
    reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.response);
    return;
  }
  const answer = await run();
  await storeAnswer(db, keyId, key, { requestHash, statusCode: answer.status, response: answer.body });
  reply.status(answer.status).send(answer.body);
}
