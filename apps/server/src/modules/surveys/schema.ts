import { uuidParams } from '../../platform/params.ts';

export const surveyIdParams = uuidParams('Not a valid survey id.');
