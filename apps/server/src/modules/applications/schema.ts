import { uuidParams } from '../../platform/params.ts';
/** The id in the path: a job (apply, a job's candidates) or an application. */
export const idParams = uuidParams('Not a valid id.');
