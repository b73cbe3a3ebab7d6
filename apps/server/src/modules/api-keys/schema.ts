import { API_KEY_SCOPES } from '@talentmatch/shared/api-keys';
import { z } from 'zod';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const companyParams = z.object({ id: z.uuid({ error: 'The company id is not valid.' }) });
export const keyParams = companyParams.extend({ keyId: z.uuid({ error: 'The API key id is not valid.' }) });

/** A key as listed: never its secret. */
export const apiKeyAnswer = z
  .object({
    id: uuid,
    name: z.string(),
    prefix: z.string().describe('the first 16 characters of the key, to tell keys apart'),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    expiresAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable().describe('to the minute'),
    createdAt: timestamp,
    revokedAt: timestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });

/** The answer to creating a key: the key itself, shown this once. */
export const createdApiKeyAnswer = apiKeyAnswer.extend({
  secret: z.string().describe('`tm_live_` and 43 random characters: shown only in this answer, stored only as a hash'),
});
