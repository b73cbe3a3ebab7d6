import { Button, Group } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useAppConfig } from '../../lib/app-config-store.ts';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer.tsx';
import { PageSuspense } from '../../components/page-suspense.tsx';
import { useLandingCapture } from '../../features/reports/use-landing-capture.ts';

/** Public layout (§2) with the Login menu (labelled "Log in", the one name of that action everywhere). */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  const { siteConfiguration } = useAppConfig();
  useLandingCapture();
  const onLogin = pathname === paths.root || pathname === paths.login;
  return (
    <div className={classes.shell}>
      <header className={classes.publicHeader}>
        <BrandLogo />
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
          {siteConfiguration.publicBoard && pathname !== paths.publicJobs ? (
            <Button component={Link} to={paths.publicJobs} variant="subtle" visibleFrom="sm">
              Find jobs
            </Button>
          ) : null}
          {pathname !== paths.employerLanding ? (
            <Button component={Link} to={paths.employerLanding} variant="subtle" visibleFrom="sm">
              For employers
            </Button>
          ) : null}
          {loggedIn ? (
            <Button component={Link} to={paths.home} variant="light">
              My account
            </Button>
          ) : onLogin ? (
            <Button component={Link} to={paths.register} variant="light">
              Sign up
            </Button>
          ) : (
            <Button component={Link} to={paths.login} variant="light" leftSection={<IconLogin size={16} />}>
              Log in
            </Button>
          )}
        </Group>
      </header>
      <main className={classes.publicMain} id="main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <SiteFooter />
    </div>
  );
}
