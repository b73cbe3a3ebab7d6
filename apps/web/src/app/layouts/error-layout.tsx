import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import centered from '../../components/centered-column.module.css';
import classes from './layout.module.css';
import { PageSuspense } from '../../components/page-suspense.tsx';

/** Error layout (§2): the logo and the error page, nothing that could fail again. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.shell}>
      <header className={classes.publicHeader}>
        <BrandLogo />
      </header>
      <main className={centered.centered} id="main">
        <PageSuspense>{children ?? <Outlet />}</PageSuspense>
      </main>
    </div>
  );
}
