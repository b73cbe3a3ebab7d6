import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useLastLogin } from '../../features/administration/api/my-account.ts';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session.ts';
import { areaFor, settingsPathForRole } from '../menus.ts';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase() || '?';
}

/** "Last login Nov 21, 2026, 3:04 PM from 203.0.113.7", in the open menu only: the first date of a page costs its formatter. */
function LastLoginLine() {
  const last = useLastLogin();
  if (!last.data) return null;
  const text = last.data.at ? `Last login ${formatDateTime(last.data.at)}${last.data.ip ? ` from ${last.data.ip}` : ''}` : 'First login';
  return (
    <Text size="xs" c="dimmed" px="sm" pb={6} data-testid="last-login">
      {text}
    </Text>
  );
}

/** The user menu: Settings and Log Out (§2), plus Subscription for an employer of a company. */
export function UserMenu() {
  const { claims } = useSession();
  const name = claims?.name ?? 'Account';
  const settingsPath = settingsPathForRole(claims?.role);
  // The employer side menu of §2 has no Subscription entry; the page is reached from here and the dashboard.
  const showSubscription = areaFor(claims?.role) === 'employer' && Boolean(claims?.companyId);
  // the own profile pages (docs/administration.md): administrators and employers
  const area = areaFor(claims?.role);
  const profilePath = area === 'admin' ? paths.admin.profile : area === 'employer' ? paths.employer.profile : null;
  useLastLogin(); // asked with the page, so the open menu has it at once
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* The name starts with the visible text, the user's name (WCAG 2.5.3 Label in Name); the initials are decoration. */}
        <UnstyledButton aria-label={`${name}, user menu`} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34} aria-hidden>
              {initialsOf(name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <LastLoginLine />
        {profilePath ? (
          <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} />}>
            My Profile
          </Menu.Item>
        ) : null}
        {settingsPath ? (
          <Menu.Item component={Link} to={settingsPath} leftSection={<IconSettings size={16} />}>
            Settings
          </Menu.Item>
        ) : null}
        {showSubscription ? (
          <Menu.Item component={Link} to={paths.employer.subscription} leftSection={<IconCreditCard size={16} />}>
            Subscription
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} />} color="red">
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
