import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies } from '../companies/tables.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    uniqueId: text('unique_id').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    termsAcceptedVersion: integer('terms_accepted_version'),
    termsAcceptedAt: ts('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    /** the login before the latest one: "Last login" in the user menu (migration 0016) */
    previousLoginAt: ts('previous_login_at'),
    previousLoginIp: text('previous_login_ip'),
    /** an administrator locked the account: no login, every session revoked */
    lockedAt: ts('locked_at'),
    deletedAt: ts('deleted_at'),
    /**
     * The directory identity linked to the account: the tenant (Entra ID `tid`) and the person's object id in it
     * (`oid`), both or neither (migrations 0021, 0027). Directory sign-in matches on this pair only.
     */
    directoryTenantId: text('directory_tenant_id'),
    directoryObjectId: text('directory_object_id'),
    directoryLinkedAt: ts('directory_linked_at'),
    /** the address was confirmed through a link (migration 0022: every earlier account counts as confirmed) */
    emailVerifiedAt: ts('email_verified_at'),
    /** IANA zone for showing times (interviews); null until the browser sets it on first sign-in */
    timeZone: text('time_zone'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_directory_identity_key').on(t.directoryTenantId, t.directoryObjectId),
    check('users_directory_identity_whole', sql`(${t.directoryTenantId} is null) = (${t.directoryObjectId} is null)`),
    uniqueIndex('users_unique_id_key').on(t.uniqueId),
    index('users_company_idx').on(t.companyId),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    // the few accounts still to confirm: candidate search leaves them out with one probe of this small index
    index('users_unverified_idx').on(t.id).where(sql`${t.emailVerifiedAt} is null`),
  ],
);
