import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { EmailVerificationBanner } from '../../features/account/index.ts';
import { ImpersonationBanner } from '../../features/administration/components/impersonation-banner.tsx';
import { TrialBanner } from '../../features/subscription/components/trial-banner.tsx';
import { paths } from '../../config/paths.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import classes from './layout.module.css';
import { MessageBanners } from '../../components/message-banners.tsx';
import { HeaderInbox, MobileNavigation, SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';
import { PageSuspense } from '../../components/page-suspense.tsx';

/** Authorized layout (§2): top bar with breadcrumbs, side menu, trial and message banners, footer, user menu. */
export function AuthorizedLayout() {
  useLiveEvents();
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <div className={classes.headerBrand}>
          <BrandLogo to={paths.home} />
        </div>
        <div className={classes.headerCrumbs}>
          <AppBreadcrumbs />
        </div>
        <HeaderInbox />
        <UserMenu />
      </header>
      <MobileNavigation />
      <div className={classes.body}>
        <SideMenu />
        <div className={classes.content}>
          <main className={classes.main} id="main">
            <div className={classes.mobileCrumbs}>
              <AppBreadcrumbs />
            </div>
            <ImpersonationBanner />
            <TrialBanner />
            <EmailVerificationBanner />
            <MessageBanners />
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
