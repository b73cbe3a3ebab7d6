import { Alert, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { MessagesInbox } from '../components/messages-inbox.tsx';

const ADMIN_MODERATION_NOTE = 'Administrators read conversations for moderation; each conversation you open is recorded in the audit log.';

/** admin/messages: every conversation, read-only (no composer); opening one is audited by the server. */
export function AdminMessagesPage() {
  return (
    <>
      <PageHeader title="Messages" description="Conversations between candidates and hiring teams." />
      <Alert color="yellow" variant="light" icon={<IconShieldCheck size={18} aria-hidden />} mb="md" data-testid="moderation-note">
        <Text size="sm">{ADMIN_MODERATION_NOTE}</Text>
      </Alert>
      <MessagesInbox area="admin" />
    </>
  );
}
