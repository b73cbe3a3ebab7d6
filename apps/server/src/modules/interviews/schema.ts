import { uuidParams } from '../../platform/params.ts';
/** The id in the path: an application (propose, list) or an interview. */
export const idParams = uuidParams('Not a valid id.');
