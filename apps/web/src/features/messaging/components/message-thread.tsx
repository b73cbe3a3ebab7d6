import { ActionIcon, Alert, Anchor, Avatar, Button, Center, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { MESSAGING_MESSAGES, type ConversationUser, type MessageView } from '@talentmatch/shared/messaging';
import { IconArrowLeft, IconBriefcase, IconBuildingSkyscraper, IconUser } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { useMarkRead, useThread } from '../api/use-messaging.ts';
import { jobPath, type MessagingArea } from '../messaging-paths.ts';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { MessageComposer } from './message-composer.tsx';
import { candidateName, initials, otherPartyName } from './message-format.ts';
import classes from './messaging.module.css';
import { ThreadMessages } from './thread-messages.tsx';

export interface MessageThreadProps {
  conversationId: string;
  area: MessagingArea;
  /** mobile: back to the list */
  onBack?: () => void;
}

function participantText(user: ConversationUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  if (user.side === 'candidate') return `${name} (candidate)`;
  return `${name} (hiring team${user.isAccountManager ? ', account manager' : ''})`;
}

/** The right pane: who and what the conversation is about, the messages, and the composer. */
export function MessageThread({ conversationId, area, onBack }: MessageThreadProps) {
  const thread = useThread(conversationId);
  const markRead = useMarkRead();
  const visibility = useDocumentVisibility();
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = thread.view;
  const messages = thread.messages;
  const newestId = messages[messages.length - 1]?.id;
  const oldestId = messages[0]?.id;

  // Opening the conversation, and every message arriving while it is open and visible, marks it read.
  const unreadKey = messages
    .filter((m) => !m.read && !m.fromMe)
    .map((m) => m.id)
    .join(',');
  const participant = Boolean(view?.canPost) && area !== 'admin';
  const markedKey = useRef('');
  const mutateMarkRead = markRead.mutate;
  useEffect(() => {
    if (!participant || !unreadKey || visibility !== 'visible' || markedKey.current === `${conversationId}:${unreadKey}`) return;
    markedKey.current = `${conversationId}:${unreadKey}`;
    mutateMarkRead(conversationId);
  }, [participant, unreadKey, visibility, conversationId, mutateMarkRead]);

  // Stay at the newest message as messages arrive (and as images load or the composer grows) while
  // the reader is at the bottom; keep the reader's place when older messages load above.
  const lastNewest = useRef<string | undefined>(undefined);
  const distanceFromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: older messages arriving (oldestId) is a trigger to restore the reader's place
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    if (distanceFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - distanceFromBottom.current;
      distanceFromBottom.current = null;
      return;
    }
    if (newestId && newestId !== lastNewest.current) {
      box.scrollTop = box.scrollHeight;
      atBottom.current = true;
    }
    lastNewest.current = newestId;
  }, [newestId, oldestId]);
  const hasView = Boolean(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll box mounts once the view is there; hasView is the trigger to attach
  useEffect(() => {
    const box = scrollRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    // Only the reader scrolling up leaves the bottom: a scroll event of our own may arrive after
    // the content grew (an image loaded), and must not count as leaving it.
    let lastTop = box.scrollTop;
    const onScroll = () => {
      const top = box.scrollTop;
      if (box.scrollHeight - top - box.clientHeight < 40) atBottom.current = true;
      else if (top < lastTop) atBottom.current = false;
      lastTop = top;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [hasView]);

  const loadEarlier = () => {
    const box = scrollRef.current;
    if (box) distanceFromBottom.current = box.scrollHeight - box.scrollTop;
    void thread.fetchNextPage();
  };

  if (thread.isPending) {
    return (
      <Stack p="md" gap="md" aria-busy="true" aria-label="Loading the conversation">
        <Skeleton h={44} />
        <Skeleton h={60} w="60%" />
        <Skeleton h={60} w="50%" ml="auto" />
        <Skeleton h={60} w="55%" />
      </Stack>
    );
  }
  if (thread.isError || !view) {
    const notFound = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 403);
    return (
      <Stack p="md">
        {onBack ? <BackButton onBack={onBack} /> : null}
        <Alert color="red" variant="light" role="alert">
          {notFound ? MESSAGING_MESSAGES.conversationNotFound : errorMessage(thread.error, MESSAGING_MESSAGES.fetchFailed)}
        </Alert>
      </Stack>
    );
  }

  const canCompose = view.canPost && area !== 'admin';
  return (
    <>
      <ThreadHeader view={view} area={area} onBack={onBack} />
      <div ref={scrollRef} className={classes.messages} data-testid="thread-scroll">
        <div>
          {thread.hasNextPage ? (
            <Center mb="sm">
              <Button variant="default" size="compact-sm" onClick={loadEarlier} loading={thread.isFetchingNextPage}>
                Load earlier messages
              </Button>
            </Center>
          ) : null}
          {messages.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed" ta="center" size="sm" maw={360}>
                {canCompose ? 'No messages yet. Write the first one below.' : 'This conversation has no messages yet.'}
              </Text>
            </Center>
          ) : (
            <ThreadMessages
              messages={messages}
              area={area}
              resumeCandidateId={area === 'candidate' ? view.conversation.candidate.id : null}
            />
          )}
        </div>
      </div>
      {canCompose ? <MessageComposer conversationId={conversationId} area={area === 'candidate' ? 'candidate' : 'employer'} /> : null}
      {!view.canPost && area !== 'admin' ? (
        <Text size="sm" c="dimmed" p="sm" ta="center">
          {MESSAGING_MESSAGES.readOnly}
        </Text>
      ) : null}
    </>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label="Back to conversations" className={classes.mobileOnly}>
      <IconArrowLeft size={20} />
    </ActionIcon>
  );
}

function ThreadHeader({ view, area, onBack }: { view: MessageView; area: MessagingArea; onBack?: () => void }) {
  const { conversation, users } = view;
  const title = area === 'admin' ? candidateName(conversation) : otherPartyName(conversation, area);
  const job = conversation.job;
  const participants = users.map(participantText).join(', ');
  return (
    <header className={classes.paneHeader}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {onBack ? <BackButton onBack={onBack} /> : null}
        <Avatar
          visibleFrom="sm"
          src={area === 'candidate' ? conversation.company.logoUrl : null}
          alt={area === 'candidate' && conversation.company.logoUrl ? `${conversation.company.name} logo` : undefined}
          color="brand"
          radius="xl"
          size={40}
        >
          {initials(area === 'candidate' ? conversation.company.name : candidateName(conversation))}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text component="h2" fw={700} size="md" m={0} truncate>
              {title}
            </Text>
            {conversation.hiring ? <HiringStatusBadge status={conversation.hiring.status} size="xs" /> : null}
          </Group>
          {area === 'employer' && conversation.candidate.headline ? (
            <Text size="xs" c="dimmed" truncate>
              {conversation.candidate.headline}
            </Text>
          ) : null}
          <Group gap="md" wrap="wrap">
            {job ? (
              <Anchor component={Link} to={jobPath(area, job.id)} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconBriefcase size={14} aria-hidden />
                  <span>{job.title}</span>
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Not about a particular job
              </Text>
            )}
            {area === 'employer' ? (
              <Anchor component={Link} to={paths.employer.candidate(conversation.candidate.id, job?.id)} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconUser size={14} aria-hidden />
                  <span>View candidate</span>
                </Group>
              </Anchor>
            ) : null}
            {area === 'admin' ? (
              <Anchor component={Link} to={`${paths.admin.companies}/${encodeURIComponent(conversation.company.id)}`} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconBuildingSkyscraper size={14} aria-hidden />
                  <span>{conversation.company.name}</span>
                </Group>
              </Anchor>
            ) : null}
          </Group>
          {participants ? (
            <Tooltip label={participants} multiline maw={360} withinPortal>
              <Text size="xs" c="dimmed" lineClamp={2} tabIndex={0} visibleFrom="sm">
                Participants: {participants}
              </Text>
            </Tooltip>
          ) : null}
        </Stack>
      </Group>
    </header>
  );
}
