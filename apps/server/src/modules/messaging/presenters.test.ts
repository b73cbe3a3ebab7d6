import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module each time: in a process where the app was built, the applications module has provided its fragment.
async function freshPresenters() {
  vi.resetModules();
  return import('./presenters.ts');
}

describe('conversation joins', () => {
  it('say which module provides the applications fragment when none was provided', async () => {
    const presenters = await freshPresenters();
    expect(() => presenters.conversationJoins()).toThrow(
      'No conversation applications: the applications module provides it when its routes load.',
    );
    expect(() => presenters.conversationFrom()).toThrow(/^No conversation applications: the applications module/);
  });

  it('join the provided applications fragment under the alias a', async () => {
    const presenters = await freshPresenters();
    const { applicationsAs } = await import('../applications/queries.ts');
    presenters.provideConversationApplications(applicationsAs);
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const text = new PgDialect().sqlToQuery(presenters.conversationJoins()).sql;
    expect(text).toMatch(/left join \(select .* from "applications"\) "a" on a\.job_id = c\.job_id and a\.candidate_id = c\.candidate_id$/);
  });
});
