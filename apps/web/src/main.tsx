// before any schema is built (see the module's comment)
import '@talentmatch/shared/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, prepareRouter } from './app/router.tsx';
import { appConfigStore, readPageConfiguration } from './lib/app-config-store.ts';
import { readSession } from './lib/session.ts';
import { loadCaptchaScript } from './lib/captcha-loader.ts';
import { startExternalServices } from './features/consent/index.ts';
import { seedPublicPageFromDocument } from './lib/public-page-data.ts';

/**
 * Start-up order of specification §4: router ready → store initialises → heatmap plugin → mount. The heatmap (and
 * session replay and the ads tag) start here only with the visitor's remembered consent; error reporting whenever
 * a DSN is configured (docs/external-services.md).
 */
async function start(): Promise<void> {
  prepareRouter();
  // The store: client config and site configuration, written into the page by the server (docs/prerendering.md),
  // or from the API when the page came without them; the session lives in localStorage.
  const fromServer = readPageConfiguration();
  const { clientConfig, siteConfiguration } = fromServer ? appConfigStore.initialiseFrom(fromServer) : await appConfigStore.initialise();
  startExternalServices({
    errorReportingDsn: clientConfig.errorReporting.dsn,
    hotjar: clientConfig.hotjar,
    adsTagId: siteConfiguration.adsTagId,
  });
  // The captcha script loads at start (waiting → loaded | failed). Its stylesheet comes with the first captcha field
  // (captcha-field.tsx), well before the script has loaded: a page without one (the signed-in area) neither fetches it
  // nor recalculates its styles when it arrives.
  if (clientConfig.captcha.provider === 'altcha') loadCaptchaScript(clientConfig.captcha.scriptUrl || '/altcha.js');

  // a public page drawn from data comes with it: its query starts filled (docs/public-pages.md)
  seedPublicPageFromDocument();
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // The server renders a public page as a signed-out visitor sees it (docs/prerendering.md): hydrated as it is; or, for
  // a signed-in user and every other page, drawn here. A signed-in address comes with the signed-in shell, which is
  // never hydrated: the app draws the same shell in its place while the area's code loads. Either as a transition,
  // which React works through in slices of a few milliseconds instead of one long task, so the page answers input
  // meanwhile; the lazy layout and page it waits for are drawn in slices too when they arrive.
  // (The server never sees an address's fragment, where the directory sign-in answers: such a page is drawn here.)
  const prerendered = container.firstChild && !container.querySelector('[data-signed-in-shell]');
  if (prerendered && !readSession().loggedIn && !window.location.hash) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
