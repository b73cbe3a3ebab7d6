import { uuidParams } from '../../platform/params.ts';
export const idParams = uuidParams('Not a valid id.');
