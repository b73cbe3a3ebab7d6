import { z } from 'zod';
import { emailField } from '@talentmatch/shared/auth-schemas';

export const existsParams = z.object({ email: emailField });
