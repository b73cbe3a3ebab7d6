import { type PgTable, QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';

/**
 * How a module lets others read one of its tables without naming it: the owner lists the columns others may read
 * and exports `xAs(alias)`, a subquery over just those columns under that alias, to join in drizzle or in raw SQL
 * (``join ${skillsAs('s')} on …``). PostgreSQL pulls such a subquery up into the query, so plans and indexes are the
 * same as with the table itself; a column not listed cannot be read by another module.
 */
export function namedRead<TColumns extends SelectedFields>(table: PgTable, columns: TColumns) {
  return <TAlias extends string>(alias: TAlias) => new QueryBuilder().select(columns).from(table).as(alias);
}
