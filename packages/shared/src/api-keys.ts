import { z } from 'zod';
import { plainText } from './text.ts';

/** What an API key may do (docs/integrations.md). */
export const API_KEY_SCOPES = ['jobs:read', 'jobs:write', 'applications:read', 'applications:write', 'candidates:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this; the secret after it is random (43 base64url characters). */
export const API_KEY_PREFIX = 'tm_live_';

export const API_KEY_MESSAGES = {
  notFound: 'This API key does not exist.',
  companyNotFound: 'This company does not exist.',
  notAccountManager: 'Only the company’s account manager can manage its API keys.',
  invalidKey: 'This API key is not valid: it is unknown, revoked or expired.',
  missingScope: (scope: string) => `This API key does not have the ${scope} scope.`,
  expiryInPast: 'The expiry date must be in the future.',
} as const;

export const createApiKeyBody = z.object({
  name: plainText('Name', 100, { required: true }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Choose scopes from the list.' }), { error: 'Choose at least one scope.' })
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso.datetime({ offset: true, error: 'The expiry must be a date and time (ISO 8601).' }).nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** A key as listed: never its secret. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** The answer to creating a key: the secret, shown this once. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}
