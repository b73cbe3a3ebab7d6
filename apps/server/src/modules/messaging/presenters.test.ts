import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { applicationsAs } from '../applications/queries.ts';
import { conversationFrom, conversationJoins } from './presenters.ts';

describe('conversation joins', () => {
  it('join the applications fragment they are given under the alias a', () => {
    const text = new PgDialect().sqlToQuery(conversationJoins({ applications: applicationsAs })).sql;
    expect(text).toMatch(/left join \(select .* from "applications"\) "a" on a\.job_id = c\.job_id and a\.candidate_id = c\.candidate_id$/);
    expect(new PgDialect().sqlToQuery(conversationFrom({ applications: applicationsAs })).sql).toMatch(/^conversations c join /);
  });
});
