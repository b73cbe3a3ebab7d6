import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer.tsx';

interface SignedInFrameProps {
  /** what the top bar holds after the brand */
  topBar: ReactNode;
  /** the navigation strip under the top bar (narrow screens) */
  strip: ReactNode;
  /** the side column (wide screens) */
  sidebar: ReactNode;
  /** the content of `main` */
  children: ReactNode;
  /** marks the signed-in shell, which the browser draws over instead of hydrating (main.tsx) */
  shell?: boolean;
}

/**
 * The signed-in area's frame: top bar, navigation strip, side column, main and footer. The layout (authorized-layout.tsx)
 * and the shell sent before the area's code (signed-in-shell.tsx) both draw it, so the shell's heading stands where
 * the page's will.
 */
export function SignedInFrame({ topBar, strip, sidebar, children, shell }: SignedInFrameProps) {
  return (
    <div className={classes.shell} data-signed-in-shell={shell ? '' : undefined}>
      <header className={classes.header}>
        <div className={classes.headerBrand}>
          <BrandLogo to={paths.home} />
        </div>
        {topBar}
      </header>
      {strip}
      <div className={classes.body}>
        {sidebar}
        <div className={classes.content}>
          <main className={classes.main} id="main">
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
