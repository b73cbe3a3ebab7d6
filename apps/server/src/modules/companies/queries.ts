import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies } from './tables.ts';

const directoryColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  description: companies.description,
  size: companies.size,
  industry: companies.industry,
  location: companies.location,
  nonprofit: companies.nonprofit,
  nonprofitRequested: companies.nonprofitRequested,
  logoFileId: companies.logoFileId,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

/**
 * The companies as other modules read them (join, filter, count): the profile, the nonprofit flags and the logo's file.
 * Writes go through the companies service (and `lockCompany` takes the row lock that serialises plan-limit checks).
 * `companyDirectoryAs(name)` is the same under another name, for raw SQL (``join ${companyDirectoryAs('co')} on …``)
 * or a query that needs the table twice.
 */
export function companyDirectoryAs<TAlias extends string>(alias: TAlias) {
  return new QueryBuilder().select(directoryColumns).from(companies).as(alias);
}

export const companyDirectory = companyDirectoryAs('company_directory');
