import { Alert, Avatar, Badge, Button, Center, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGING_MESSAGES, type ConversationPreview } from '@talentmatch/shared/messaging';
import { IconMessages, IconPaperclip, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-paged-list.ts';
import { usePreviews } from '../api/use-messaging.ts';
import { messagesPath, type MessagingArea } from '../messaging-paths.ts';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { candidateName, fullDateTime, initials, otherPartyName, relativeTime } from './message-format.ts';
import classes from './messaging.module.css';
import { unreadBadgeLabel, unreadBadgeText } from './unread-format.ts';

export interface ConversationListProps {
  area: MessagingArea;
  selectedId: string | null;
}

const EMPTY: Record<MessagingArea, { text: string; action?: { label: string; to: string } }> = {
  candidate: {
    text: 'No conversations yet. Apply to a job or wait for an employer to reach out: their messages appear here.',
    action: { label: 'Browse job postings', to: paths.candidate.jobs },
  },
  employer: {
    text: 'No conversations yet. Find a candidate and send a message, or invite one to a job: the conversation appears here.',
    action: { label: 'Find candidates', to: paths.employer.candidates },
  },
  admin: { text: 'No conversations yet. Conversations between candidates and hiring teams appear here as soon as one starts.' },
};

/** The left pane: search, "Unread only", the conversations, "Load more". */
export function ConversationList({ area, selectedId }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const previews = usePreviews(debounced, unreadOnly);
  const filtered = debounced !== '' || unreadOnly;

  return (
    <>
      <div className={classes.paneHeader}>
        <TextInput
          aria-label="Search conversations"
          placeholder={area === 'candidate' ? 'Search by company, job or message' : 'Search by name, job or message'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
        <Group justify="space-between" mt="xs" gap="xs">
          {area !== 'admin' ? (
            <Switch size="xs" label="Unread only" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.currentTarget.checked)} />
          ) : (
            <span />
          )}
          {previews.data ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {previews.totalRecords === 1 ? '1 conversation' : `${previews.totalRecords} conversations`}
            </Text>
          ) : null}
        </Group>
      </div>
      <div className={classes.scroll}>
        {previews.isPending ? (
          <Stack p="sm" gap="sm" aria-busy="true" aria-label="Loading conversations">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} h={64} />
            ))}
          </Stack>
        ) : previews.isError && !previews.data ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {errorMessage(previews.error, MESSAGING_MESSAGES.fetchFailed)}
          </Alert>
        ) : previews.items.length === 0 ? (
          <Stack align="center" gap="sm" p="lg" ta="center">
            <IconMessages size={36} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text size="sm" c="dimmed" maw={300}>
              {filtered
                ? unreadOnly && !debounced
                  ? 'No unread conversations: you are all caught up. Turn off "Unread only" to see every conversation.'
                  : 'No conversation matches your search. Try other words or clear the filters.'
                : EMPTY[area].text}
            </Text>
            {!filtered && EMPTY[area].action ? (
              <Button component={Link} to={EMPTY[area].action.to} variant="light" size="xs">
                {EMPTY[area].action.label}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <>
            <ul aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {previews.items.map((preview) => (
                <li key={preview.id}>
                  <ConversationRow preview={preview} area={area} selected={preview.id === selectedId} />
                </li>
              ))}
            </ul>
            {previews.hasNextPage ? (
              <Center p="sm">
                <Button variant="default" size="xs" onClick={() => void previews.fetchNextPage()} loading={previews.isFetchingNextPage}>
                  Load more conversations
                </Button>
              </Center>
            ) : null}
            {previews.isError ? (
              <Alert color="red" variant="light" m="sm" role="alert">
                {errorMessage(previews.error, MESSAGING_MESSAGES.fetchFailed)}
              </Alert>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

function ConversationRow({ preview, area, selected }: { preview: ConversationPreview; area: MessagingArea; selected: boolean }) {
  const name = area === 'admin' ? candidateName(preview) : otherPartyName(preview, area);
  const about = preview.job ? preview.job.title : 'General conversation';
  const last = preview.lastMessage;
  const unread = area !== 'admin' && preview.unreadCount > 0;
  const snippet = last ? last.body.trim() || (last.hasAttachment ? 'Sent an attachment' : '') : 'No messages yet';
  const from = last ? (last.fromMe ? 'You: ' : area === 'admin' ? `${last.senderName}: ` : '') : '';
  const logo = area === 'candidate' ? preview.company.logoUrl : null;
  const avatarName = area === 'candidate' ? preview.company.name : candidateName(preview);
  const when = last?.createdAt ?? preview.lastMessageAt ?? preview.createdAt;
  return (
    <Link
      to={messagesPath(area, preview.id)}
      className={classes.row}
      data-selected={selected || undefined}
      data-unread={unread || undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation-row"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Avatar src={logo} alt={logo ? `${preview.company.name} logo` : undefined} color="brand" radius="xl" size={40}>
        {initials(avatarName)}
      </Avatar>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text size="sm" className={classes.rowName} truncate>
            {name}
          </Text>
          <Text size="xs" c={unread ? 'brand' : 'dimmed'} fw={unread ? 700 : 400} style={{ flexShrink: 0 }} title={fullDateTime(when)}>
            <time dateTime={when}>{relativeTime(when)}</time>
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {area === 'admin' ? `${preview.company.name} · ${about}` : about}
        </Text>
        <Group justify="space-between" gap={6} wrap="nowrap" mt={2}>
          <Text size="sm" c={unread ? 'dark' : 'dimmed'} fw={unread ? 600 : 400} truncate style={{ minWidth: 0 }}>
            {last?.hasAttachment ? <IconPaperclip size={12} aria-label="Attachment" style={{ marginRight: 3, verticalAlign: -1 }} /> : null}
            {from}
            {snippet}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {preview.hiring ? <HiringStatusBadge status={preview.hiring.status} size="xs" /> : null}
            {unread ? (
              <Badge
                size="sm"
                color="red"
                variant="filled"
                circle={preview.unreadCount < 10}
                aria-label={unreadBadgeLabel(preview.unreadCount)}
              >
                {unreadBadgeText(preview.unreadCount)}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </div>
    </Link>
  );
}
