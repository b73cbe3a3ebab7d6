// before any schema is built (see the module's comment)
import '@talentmatch/shared/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, prepareRouter } from './app/router.tsx';
import { appConfigStore } from './lib/app-config-store.ts';
import { loadCaptchaScript, loadCaptchaStylesheet } from './lib/captcha-loader.ts';
import { startExternalServices } from './features/consent/index.ts';

/**
 * Start-up order of specification §4: router ready → store initialises → heatmap plugin → mount. The heatmap (and
 * session replay and the ads tag) start here only with the visitor's remembered consent; error reporting whenever
 * a DSN is configured (docs/external-services.md).
 */
async function start(): Promise<void> {
  prepareRouter();
  // The store: client config and site configuration from the API; the session lives in localStorage.
  const { clientConfig, siteConfiguration } = await appConfigStore.initialise();
  startExternalServices({
    errorReportingDsn: clientConfig.errorReporting.dsn,
    hotjar: clientConfig.hotjar,
    adsTagId: siteConfiguration.adsTagId,
  });
  // The captcha script loads at start (waiting → loaded | failed), its stylesheet beside it (a plain file, so the
  // widget is styled by the time it renders).
  if (clientConfig.captcha.provider === 'altcha') {
    loadCaptchaStylesheet();
    loadCaptchaScript(clientConfig.captcha.scriptUrl || '/altcha.js');
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
