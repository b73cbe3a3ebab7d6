import { PageHeader } from '../../../components/page-header.tsx';
import { MessagesInbox } from '../components/messages-inbox.tsx';

const DESCRIPTIONS = {
  candidate: 'Your conversations with hiring teams, about your applications and invitations.',
  employer: 'Your team’s conversations with candidates. Everyone in your hiring team sees them.',
} as const;

/** candidate/messages and employer/messages: the inbox (`?c=<conversationId>` selects a conversation). */
export function MessagesPage({ area }: { area: 'candidate' | 'employer' }) {
  return (
    <>
      <PageHeader title="Messages" description={DESCRIPTIONS[area]} />
      <MessagesInbox area={area} />
    </>
  );
}
