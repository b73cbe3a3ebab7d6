import type { InAppNotice, InAppNoticeKind } from '@talentmatch/shared/notifications';
import { Alert, Badge, Card, Group, Pagination, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconCreditCard,
  IconMessageStar,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { NOTICES_PAGE_SIZE, useMarkNoticesRead, useNotices } from '../api/notices.ts';

const ICONS: Record<InAppNoticeKind, typeof IconBell> = {
  application: IconBriefcase,
  interview: IconCalendarEvent,
  account: IconShieldLock,
  team: IconUsers,
  billing: IconCreditCard,
  feedback: IconMessageStar,
};

function NoticeCard({ notice, unread }: { notice: InAppNotice; unread: boolean }) {
  const Icon = ICONS[notice.kind] ?? IconBell;
  const title = notice.link ? (
    <Text component={Link} to={notice.link} fw={unread ? 700 : 500} c="inherit" td="none" style={{ overflowWrap: 'anywhere' }}>
      {notice.title}
    </Text>
  ) : (
    <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
      {notice.title}
    </Text>
  );
  return (
    <Card withBorder radius="md" p="md" data-testid="notice" data-unread={unread ? '' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {title}
          <Text size="xs" c="dimmed">
            {formatDateTime(notice.createdAt)}
          </Text>
        </Stack>
        {unread ? (
          <Badge size="sm" color="red" variant="light">
            New
          </Badge>
        ) : null}
      </Group>
    </Card>
  );
}

/**
 * The notification centre: the signed-in user's notices, newest first. Opening a page marks what it shows read;
 * the notices that were unread keep their "New" mark until the user leaves the page.
 */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const notices = useNotices(page);
  const markRead = useMarkNoticesRead();
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());
  const { mutate } = markRead;
  const items = notices.data?.items;
  useEffect(() => {
    const unread = (items ?? []).filter((n) => n.readAt === null).map((n) => n.id);
    if (unread.length === 0) return;
    setSeenUnread((before) => new Set([...before, ...unread]));
    mutate(unread);
  }, [items, mutate]);

  return (
    <>
      <PageHeader title="Notifications" />
      {notices.isPending ? <Skeleton h={240} /> : null}
      {notices.isError ? <Alert color="red">{notices.error.message}</Alert> : null}
      {notices.data ? (
        notices.data.items.length === 0 ? (
          <Alert color="gray" icon={<IconBell size={18} />}>
            Nothing yet. Application steps, invitations, interviews and account notices appear here.
          </Alert>
        ) : (
          <Stack gap="sm">
            {notices.data.items.map((n) => (
              <NoticeCard key={n.id} notice={n} unread={n.readAt === null || seenUnread.has(n.id)} />
            ))}
            {notices.data.total > NOTICES_PAGE_SIZE ? (
              <Pagination
                mt="sm"
                value={page}
                onChange={setPage}
                total={Math.ceil(notices.data.total / NOTICES_PAGE_SIZE)}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            ) : null}
          </Stack>
        )
      ) : null}
    </>
  );
}
