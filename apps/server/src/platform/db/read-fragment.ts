import { getTableColumns } from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * How a module lets others read one of its tables in raw SQL without naming it: the owner exports
 * `xAs(alias)`, a subquery over the table's columns under that alias (``join ${skillsAs('s')} on …``).
 * PostgreSQL pulls such a subquery up into the query, so plans and indexes are the same as with the table
 * itself; the owner can narrow the columns or change the table behind it in one place.
 */
export function readFragment<TTable extends PgTable>(table: TTable) {
  const columns = getTableColumns(table);
  return <TAlias extends string>(alias: TAlias) =>
    new QueryBuilder()
      .select(columns)
      .from(table as PgTable)
      .as(alias);
}
