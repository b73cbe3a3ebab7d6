import { Outlet } from 'react-router';
import classes from './layout.module.css';
import { PageSuspense } from '../../components/page-suspense.tsx';

/** Invisible layout (§2): no chrome at all, for redirects, logout and the terms of use. */
export function InvisibleLayout() {
  return (
    <div className={classes.shell}>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </div>
  );
}
