import { uuidParams } from '../../platform/params.ts';

export const trainingIdParams = uuidParams('Not a valid career advice id.');
