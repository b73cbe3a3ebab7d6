import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { areaFor, settingsPathForRole } from '../menus.ts';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase() || '?';
}

/** The user menu: Settings and Log Out (§2), plus Subscription for an employer of a company. */
export function UserMenu() {
  const { claims } = useSession();
  const name = claims?.name ?? 'Account';
  const settingsPath = settingsPathForRole(claims?.role);
  // The employer side menu of §2 has no Subscription entry; the page is reached from here and the dashboard.
  const showSubscription = areaFor(claims?.role) === 'employer' && Boolean(claims?.companyId);
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
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
