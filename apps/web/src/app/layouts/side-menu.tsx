import { Badge, NavLink, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { usePendingFeedbackCount } from '../../features/feedback/api/get-pending-count.ts';
import { useUnreadCount } from '../../features/messaging/api/use-unread-count.ts';
import { UnreadBadge } from '../../features/messaging/components/unread-badge.tsx';
import { unreadBadgeLabel } from '../../features/messaging/components/unread-format.ts';
import { useSession } from '../../lib/session.ts';
import { menuFor, type MenuItem } from '../menus.ts';
import classes from './layout.module.css';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The live count beside a menu item: the unread messages (kept current by lib/live-events.ts), the pending feedback. */
function MenuBadge({ badge }: { badge: NonNullable<MenuItem['badge']> }) {
  return badge === 'pendingFeedback' ? <PendingFeedbackBadge /> : <UnreadMessagesBadge />;
}

function UnreadMessagesBadge() {
  const { data: count } = useUnreadCount();
  return <UnreadBadge count={count} />;
}

function PendingFeedbackBadge() {
  const { data: pending } = usePendingFeedbackCount();
  return pending ? (
    <Badge size="sm" color="yellow" variant="filled" aria-label={`${pending} pending feedback`} data-testid="pending-feedback-badge">
      {pending > 99 ? '99+' : pending}
    </Badge>
  ) : null;
}

/** The side menu (desktop, 280 px). */
export function SideMenu() {
  const { claims } = useSession();
  const { pathname } = useLocation();
  const groups = menuFor(claims?.role);
  return (
    <nav aria-label="Main" className={classes.sidebar} data-testid="side-menu">
      {groups.map((group, index) => (
        <div key={group.label ?? index} className={classes.menuGroup}>
          {group.label ? (
            <Text className={classes.menuGroupLabel} size="xs" fw={700} c="dimmed">
              {group.label}
            </Text>
          ) : null}
          {group.items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.7} aria-hidden />}
              rightSection={item.badge ? <MenuBadge badge={item.badge} /> : undefined}
              active={isActive(pathname, item.to)}
              variant="light"
              className={classes.navLink}
            />
          ))}
        </div>
      ))}
    </nav>
  );
}

/** Below 768 px the same menu as a horizontal, scrollable navigation bar (§2, §9). */
export function MobileNavigation() {
  const { claims } = useSession();
  const { pathname } = useLocation();
  const items = menuFor(claims?.role).flatMap((group) => group.items);
  const list = useRef<HTMLUListElement>(null);
  // The strip scrolls sideways: keep the current page's chip in view. Measuring it lays the page out, so this waits for
  // the next frame (which lays it out anyway) instead of adding a whole layout to the task that drew the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger to bring its chip into view
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (active && typeof active.scrollIntoView === 'function') active.scrollIntoView({ block: 'nearest', inline: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <nav aria-label="Main" className={classes.mobileNav} data-testid="mobile-nav">
      <ul className={classes.mobileNavList} ref={list}>
        {items.map((item) => {
          const active = isActive(pathname, item.to);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={classes.mobileNavLink}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                <item.icon size={16} stroke={1.8} aria-hidden />
                <span>{item.label}</span>
                {item.badge ? <MenuBadge badge={item.badge} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Below 768 px the navigation strip scrolls, so its Messages chip may sit off screen: the top bar then
 * carries the inbox with its unread count, always in view.
 */
export function HeaderInbox() {
  const { claims } = useSession();
  const inbox = menuFor(claims?.role)
    .flatMap((group) => group.items)
    .find((item) => item.badge === 'unreadMessages');
  const { data: count } = useUnreadCount(Boolean(inbox));
  if (!inbox) return null;
  return (
    <Link
      to={inbox.to}
      className={classes.headerInbox}
      // contains the badge's own name ("2 unread messages", WCAG 2.5.3 Label in Name)
      aria-label={count ? `${inbox.label}, ${unreadBadgeLabel(count)}` : inbox.label}
      data-testid="header-inbox"
    >
      <inbox.icon size={22} stroke={1.8} aria-hidden />
      <UnreadBadge count={count} />
    </Link>
  );
}
