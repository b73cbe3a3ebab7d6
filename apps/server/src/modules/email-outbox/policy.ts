import type { OutboxEmailStatus } from '@talentmatch/shared/outbox';

/** Only an email whose retries are spent can be sent again: a pending or sending one is on its way, a sent one went out. */
export const canRetryEmail = (email: { status: OutboxEmailStatus }) => email.status === 'failed';
