import { z } from 'zod';
import { timestamp, uuid } from '../../platform/api-schema.ts';

/** A company as its registration and the administrators' pages answer it. */
export const companyAnswer = z
  .object({
    id: uuid,
    name: z.string(),
    website: z.string(),
    description: z.string(),
    size: z.string(),
    industry: z.string(),
    location: z.string(),
    nonprofit: z.boolean(),
    nonprofitRequested: z.boolean().describe('asked for at registration, waiting for an administrator'),
    logoUrl: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Company' });

const companyBenefitAnswer = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  isActive: z.boolean(),
});

export const companyProfileAnswer = companyAnswer
  .extend({
    benefits: z.array(companyBenefitAnswer),
    viewer: z.object({ canEdit: z.boolean(), canManageTeam: z.boolean() }).describe('what the caller may do here'),
  })
  .meta({ id: 'CompanyProfile' });
