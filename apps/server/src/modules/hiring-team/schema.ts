import { z } from 'zod';

const uuid = (label: string) => z.string().uuid(`Not a valid ${label} id.`);

export const companyParams = z.object({ id: uuid('company') });
export const invitationParams = z.object({ id: uuid('company'), invitationId: uuid('invitation') });
export const memberParams = z.object({ id: uuid('company'), userId: uuid('user') });
