import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import classes from './layout.module.css';
import { PagePlaceholder } from './page-placeholder.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';

/**
 * The signed-in layout's frame around the page's placeholder: what a signed-in page shows while the area's code
 * loads, and what the server sends in the document for a signed-in address (docs/prerendering.md), so the page's
 * heading paints before any script has run. The menus need the user, so their places stay empty; CSS, not the
 * screen's width, picks the wide or narrow frame, since the server does not know it.
 */
export function SignedInShell() {
  return (
    <SignedInFrame
      shell
      topBar={
        <div className={`${classes.headerCrumbs} ${classes.wideOnly}`}>
          <AppBreadcrumbs />
        </div>
      }
      strip={
        <div className={`${classes.mobileNav} ${classes.narrowOnly}`}>
          {/* the navigation strip's height, without its links */}
          <div className={classes.mobileNavList}>
            <span className={classes.mobileNavLink} style={{ visibility: 'hidden' }}>
              &nbsp;
            </span>
          </div>
        </div>
      }
      sidebar={<div className={`${classes.sidebar} ${classes.wideOnly}`} />}
    >
      <div className={`${classes.mobileCrumbs} ${classes.narrowOnly}`}>
        <AppBreadcrumbs />
      </div>
      <PagePlaceholder />
    </SignedInFrame>
  );
}
