import { Alert, Anchor, Badge, Button, Card, Group, Loader, Modal, SegmentedControl, Stack, Table, Text, Tooltip } from '@mantine/core';
import { OUTBOX_STATUS_LABELS, type OutboxEmail, type OutboxEmailStatus } from '@talentmatch/shared/outbox';
import { useState } from 'react';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useOutboxEmail } from '../api/get-outbox-email.ts';
import { useOutboxEmails } from '../api/list-outbox-emails.ts';
import { useRetryOutboxEmail } from '../api/retry-outbox-email.ts';

const PAGE_SIZE = 20;

const STATUS_COLORS: Record<OutboxEmailStatus, string> = {
  pending: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
  logged: 'gray',
};

const FILTERS: Array<{ value: OutboxEmailStatus | 'all'; label: string }> = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'all', label: 'All' },
];

const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** The mail's text with its web addresses as links (each opens in a new tab). */
function TextWithLinks({ text }: { text: string }) {
  return text.split(LINK).map((part, n) =>
    n % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <Anchor key={n} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

/** A logged email read whole (the server sends the text of a mail nobody received: no mail server). */
function LoggedEmail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const email = useOutboxEmail(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title={email.data?.subject ?? 'Email'} size="lg">
      {email.isPending ? <Loader size="sm" /> : null}
      {email.isError ? <Alert color="red">{email.error.message}</Alert> : null}
      {email.data ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            To {email.data.to}
          </Text>
          {email.data.text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="logged-email-text">
              <TextWithLinks text={email.data.text} />
            </Text>
          ) : (
            <Text size="sm">This mail was handed to the mail server: its text is not kept here.</Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** admin/emails: the email outbox; failed deliveries with their error and a button to send them again. */
export function AdminEmailsPage() {
  const [status, setStatus] = useState<OutboxEmailStatus | 'all'>('failed');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useOutboxEmails({ status, search: debounced, page, pageSize: PAGE_SIZE });
  const retry = useRetryOutboxEmail();
  const [reading, setReading] = useState<string | null>(null);
  const pages = pageCount(list.data?.totalRecords);
  const counts = list.data?.counts;

  return (
    <>
      <PageHeader title="Emails" />
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label="Delivery state"
              value={status}
              onChange={(value) => {
                setStatus(value as OutboxEmailStatus | 'all');
                setPage(1);
              }}
              data={FILTERS.map((f) => ({
                value: f.value,
                label: counts && f.value !== 'all' ? `${f.label} (${counts[f.value]})` : f.label,
              }))}
            />
            {counts && counts.logged > 0 ? (
              <Text size="sm" c="dimmed">
                {counts.logged} written to the log only (no mail server was configured)
              </Text>
            ) : null}
          </Group>
          <SearchBox label="Search emails" placeholder="Search by recipient or subject" value={search} onChange={setSearch} />
          {retry.isError ? <Alert color="red">{retry.error.message}</Alert> : null}
          <PagedTable<OutboxEmail>
            query={list}
            label="Emails"
            minWidth={820}
            columns={['Recipient', 'Subject', 'State', 'Attempts', 'Last change', '']}
            count={(n) => (
              <>
                {n} email{n === 1 ? '' : 's'}
              </>
            )}
            empty={status === 'failed' ? 'No failed email. Every delivery went through or is still being tried.' : 'No email matches.'}
            page={page}
            pages={pages}
            onPageChange={setPage}
            row={(email) => (
              <Table.Tr key={email.id}>
                <Table.Td>
                  <Text size="sm">{email.to}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{email.subject}</Text>
                  {email.error && email.status !== 'sent' ? (
                    <Text size="xs" c="red">
                      {email.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={OUTBOX_STATUS_LABELS[email.status]}>
                    <Badge color={STATUS_COLORS[email.status]} variant="light" miw={72} styles={{ label: { overflow: 'visible' } }}>
                      {email.status}
                    </Badge>
                  </Tooltip>
                </Table.Td>
                <Table.Td>{email.attempts}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(email.sentAt ?? email.updatedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {email.status === 'logged' ? (
                    <Button size="xs" variant="subtle" onClick={() => setReading(email.id)}>
                      Read
                    </Button>
                  ) : null}
                  {email.status === 'failed' ? (
                    <Button
                      size="xs"
                      variant="light"
                      loading={retry.isPending && retry.variables === email.id}
                      onClick={() => retry.mutate(email.id)}
                    >
                      Send again
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            )}
          />
        </Stack>
      </Card>
      <LoggedEmail id={reading} onClose={() => setReading(null)} />
    </>
  );
}
