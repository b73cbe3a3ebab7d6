import { BrandLogo } from '../../components/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import classes from './layout.module.css';
import { PagePlaceholder } from './page-placeholder.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The signed-in layout's frame around the page's placeholder, in the same places as AuthorizedLayout draws them: what a
 * signed-in page shows while the area's code loads, and what the server sends in the document for a signed-in address
 * (docs/prerendering.md), so the page's heading paints before any script has run. The menus need the user, so their
 * places stay empty; CSS, not the screen's width, picks the wide or narrow frame, since the server does not know it.
 */
export function SignedInShell() {
  return (
    <div className={classes.shell} data-signed-in-shell="">
      <header className={classes.header}>
        <div className={classes.headerBrand}>
          <BrandLogo to={paths.home} />
        </div>
        <div className={`${classes.headerCrumbs} ${classes.wideOnly}`}>
          <AppBreadcrumbs />
        </div>
      </header>
      <div className={`${classes.mobileNav} ${classes.narrowOnly}`}>
        {/* the navigation strip's height, without its links */}
        <div className={classes.mobileNavList}>
          <span className={classes.mobileNavLink} style={{ visibility: 'hidden' }}>
            &nbsp;
          </span>
        </div>
      </div>
      <div className={classes.body}>
        <div className={`${classes.sidebar} ${classes.wideOnly}`} />
        <div className={classes.content}>
          <main className={classes.main} id="main">
            <div className={`${classes.mobileCrumbs} ${classes.narrowOnly}`}>
              <AppBreadcrumbs />
            </div>
            <PagePlaceholder />
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
