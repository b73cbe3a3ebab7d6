import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { EmailVerificationBanner } from '../../features/account/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { areaFor } from '../menus.ts';
import { TimeZoneDefault } from '../../features/interviews/index.ts';
import { ImpersonationBanner } from '../../features/administration/components/impersonation-banner.tsx';
import { TrialBanner } from '../../features/subscriptions/components/trial-banner.tsx';
import { useLiveEvents } from '../../lib/live-events.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import classes from './layout.module.css';
import { MessageBanners } from '../../components/message-banners.tsx';
import { PagePlaceholder } from './page-placeholder.tsx';
import { HeaderInbox, MobileNavigation, SideMenu } from './side-menu.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';
import { UserMenu } from './user-menu.tsx';

/** Authorized layout (§2): top bar with breadcrumbs, the notifications' bell, side menu, trial and message banners, footer, user menu. */
export function AuthorizedLayout() {
  useLiveEvents();
  const { claims } = useSession();
  const area = areaFor(claims?.role);
  // From 768 px the side menu and the breadcrumbs in the top bar; narrower the navigation strip, the inbox in the top
  // bar and the breadcrumbs above the page (layout.module.css). Only what the screen shows is drawn: the other
  // navigation was a render of every menu item on each page's first draw.
  const wide = useMediaQuery('(min-width: 768px)', true, { getInitialValueInEffect: false });
  return (
    <SignedInFrame
      topBar={
        <>
          {wide ? (
            <div className={classes.headerCrumbs}>
              <AppBreadcrumbs />
            </div>
          ) : (
            <HeaderInbox />
          )}
          {area ? <NotificationBell to={paths[area].notifications} /> : null}
          <UserMenu />
        </>
      }
      strip={wide ? null : <MobileNavigation />}
      sidebar={wide ? <SideMenu /> : null}
    >
      {wide ? null : (
        <div className={classes.mobileCrumbs}>
          <AppBreadcrumbs />
        </div>
      )}
      <ImpersonationBanner />
      <TrialBanner />
      <EmailVerificationBanner />
      <TimeZoneDefault />
      <MessageBanners />
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
    </SignedInFrame>
  );
}
