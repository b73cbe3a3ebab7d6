import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './tables.ts';

const directoryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  uniqueId: users.uniqueId,
  roles: users.roles,
  companyId: users.companyId,
  termsAcceptedVersion: users.termsAcceptedVersion,
  termsAcceptedAt: users.termsAcceptedAt,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  lockedAt: users.lockedAt,
  deletedAt: users.deletedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  timeZone: users.timeZone,
};

/**
 * The accounts as other modules read them (join, filter, count): who a person is (names, address, phone, public id), their
 * roles and company, and the account's state. No secrets (password hash, directory id, login addresses). Writes go
 * through the users service. `userDirectoryAs(name)` is the same under another name, for a query that needs two
 * people (an author and a candidate) or a correlated subquery beside a join.
 */
export function userDirectoryAs<TAlias extends string>(alias: TAlias) {
  return new QueryBuilder().select(directoryColumns).from(users).as(alias);
}

export const userDirectory = userDirectoryAs('user_directory');

/** Who a person is and what they may be, for a list of people (a company's hiring team, a candidate's feedback page). */
export const personColumns = {
  id: userDirectory.id,
  firstName: userDirectory.firstName,
  lastName: userDirectory.lastName,
  email: userDirectory.email,
  roles: userDirectory.roles,
};

/** The fields that say who a person is, as the API answers them (the administrator's lists, the profile, the signed-in user). */
export interface PersonFields {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  uniqueId: string;
}

/** Just those fields, in the order the answers list them (from an account row or the signed-in account). */
export function presentPerson(p: PersonFields): PersonFields {
  return { email: p.email, firstName: p.firstName, lastName: p.lastName, phoneNumber: p.phoneNumber, uniqueId: p.uniqueId };
}
