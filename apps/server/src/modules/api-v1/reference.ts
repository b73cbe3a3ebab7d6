/**
 * What the API reference page (/api/docs) says first about the public API: the document's description opens with
 * "Getting started", and the API v1, API keys and Webhooks tags head their sections. The curl commands below are run
 * as written against the demo data by test/api-v1-reference.test.ts.
 */
const GETTING_STARTED = `## Getting started with the public API (v1)
A company's other systems (an HR system, a job distributor, a spreadsheet) read and change its jobs and applications
through \`/api/v1\` with an API key, and hear about changes through webhooks.

1. Sign in as the company's account manager (on the demo data: \`employer@talentmatch.local\`), open
   **Settings → API keys**, create a key with the scopes \`jobs:read\` and \`jobs:write\`, and copy it: it is shown once.
2. Send it as a bearer token. The first command lists two open jobs; the second creates a draft job, and sent again
   with the same \`Idempotency-Key\` it answers the same job instead of creating another.

\`\`\`sh
export TALENTMATCH_API_KEY='tm_live_…'   # the key you copied
curl -s 'http://localhost:3000/api/v1/jobs?status=open&limit=2' \\
  -H "Authorization: Bearer $TALENTMATCH_API_KEY"
curl -s -X POST 'http://localhost:3000/api/v1/jobs' \\
  -H "Authorization: Bearer $TALENTMATCH_API_KEY" -H 'Idempotency-Key: first-draft' \\
  -H 'Content-Type: application/json' -d '{"title":"Data engineer","description":"Pipelines and warehouses."}'
\`\`\`

Lists answer \`{ data, next_cursor }\`: pass \`next_cursor\` as \`cursor\` for the next page (\`null\` on the last).
Each key has its own rate limit, announced in \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`;
beyond it the answer is 429 with \`Retry-After\`. The operations are under **API v1** below, each with the scope it
needs.`;

export const API_V1_REFERENCE = {
  introduction: GETTING_STARTED,
  tagDescriptions: {
    'API v1':
      'The public API for the company’s other systems: `Authorization: Bearer tm_live_…` (an API key) acts as the company, limited to the key’s scopes. Times are ISO 8601 in UTC; every POST takes an `Idempotency-Key`.',
    'API keys': 'The company’s API keys (Settings → API keys): created by its account manager, shown once, revocable at once.',
    Webhooks:
      'Endpoints that receive the company’s events (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`), their delivery log and re-sending.',
  },
} as const;
