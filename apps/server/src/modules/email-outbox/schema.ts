import { OUTBOX_MESSAGES } from '@talentmatch/shared/outbox';
import { uuidParams } from '../../platform/params.ts';

export const outboxEmailIdParams = uuidParams(OUTBOX_MESSAGES.badId);
