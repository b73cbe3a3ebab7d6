import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '@talentmatch/shared/subscription-status';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { companyProfileAnswer } from '../companies/service.ts';
import { teamAnswer } from '../hiring-team/service.ts';

const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

export const adminCompanyListAnswer = z.object({
  items: z.array(
    z.object({
      id: uuid,
      name: z.string(),
      industry: z.string(),
      location: z.string(),
      size: z.string(),
      nonprofit: z.boolean(),
      nonprofitRequested: z.boolean(),
      memberCount: z.number().int(),
      subscriptionStatus: subscriptionStatus.nullable(),
      createdAt: timestamp,
    }),
  ),
  totalRecords: z.number().int(),
});

export const adminCompanyDetailAnswer = z.object({
  company: companyProfileAnswer,
  team: teamAnswer,
  subscription: z
    .object({
      status: subscriptionStatus,
      planName: z.string().nullable(),
      trialEndsAt: timestamp.nullable(),
      currentPeriodEnd: timestamp.nullable(),
      hasPaymentMethod: z.boolean(),
    })
    .nullable(),
  jobs: z.array(z.object({ id: uuid, title: z.string(), status: z.string(), createdAt: timestamp })),
});

export const adminEmployerListAnswer = z.object({
  items: z.array(
    z.object({
      id: uuid,
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      companyId: uuid.nullable(),
      companyName: z.string().nullable(),
      isAccountManager: z.boolean(),
      createdAt: timestamp,
      lastLoginAt: timestamp.nullable(),
    }),
  ),
  totalRecords: z.number().int(),
});
