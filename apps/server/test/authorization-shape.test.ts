import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Authorization has one shape (docs/architecture.md, "Where things go"): a module's 403 comes from its policy's
 * `authorize`. The 403s below are not about who may act on the subject: the account's or the session's state, an API
 * key's scope, a plan the company may not choose, the request's own input, the start rule's refusals.
 */
const NOT_POLICIES: Record<string, number> = {
  'administration/impersonation.ts': 1,
  'api-keys/service.ts': 1,
  'auth/service.ts': 2,
  'data-export/service.ts': 1,
  'feedback/service.ts': 1,
  'interviews/conflicts.ts': 1,
  'messaging/start-conversation.ts': 2,
  'subscriptions/providers/demo-provider.ts': 1,
  'subscriptions/service.ts': 1,
};

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

describe('authorization', () => {
  it('a module answers 403 through its policy, not with a ForbiddenError of its own', () => {
    const found: Record<string, number> = {};
    for (const file of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('policy.ts')) continue;
      const count = readFileSync(path.join(modulesDir, file), 'utf8').split('new ForbiddenError(').length - 1;
      if (count > 0) found[file.split(path.sep).join('/')] = count;
    }
    expect(found).toEqual(NOT_POLICIES);
  });
});
