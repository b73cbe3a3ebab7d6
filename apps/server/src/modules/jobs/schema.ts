import { uuidParams } from '../../platform/params.ts';

export const jobIdParams = uuidParams('Not a valid id.');
