import { z } from 'zod';
import { timestamp, uuid as answerId } from '../../platform/api-schema.ts';

const uuid = (label: string) => z.string().uuid(`Not a valid ${label} id.`);

export const companyParams = z.object({ id: uuid('company') });
export const invitationParams = z.object({ id: uuid('company'), invitationId: uuid('invitation') });
export const memberParams = z.object({ id: uuid('company'), userId: uuid('user') });

export const teamInvitationAnswer = z.object({
  id: answerId,
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp,
  expired: z.boolean(),
});

export const teamAnswer = z
  .object({
    companyId: answerId,
    companyName: z.string(),
    members: z.array(
      z.object({
        id: answerId,
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        isAccountManager: z.boolean(),
        joinedAt: timestamp,
        lastLoginAt: timestamp.nullable(),
      }),
    ),
    invitations: z.array(teamInvitationAnswer).describe('pending invitations: for the account manager and administrators only'),
    seats: z.object({ used: z.number().int(), limit: z.number().int() }),
    canManage: z.boolean(),
    viewerId: answerId.describe("the caller's user id"),
  })
  .meta({ id: 'Team' });
