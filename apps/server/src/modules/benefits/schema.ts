import { uuidParams } from '../../platform/params.ts';

export const benefitIdParams = uuidParams('Not a valid benefit id.');
