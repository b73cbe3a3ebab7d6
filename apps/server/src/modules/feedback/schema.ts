import { uuidParams } from '../../platform/params.ts';

export const feedbackIdParams = uuidParams('Not a valid feedback id.');
export const candidateIdParams = uuidParams('Not a valid candidate id.');
