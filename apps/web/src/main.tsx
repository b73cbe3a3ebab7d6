import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { appConfigStore } from './lib/app-config-store.ts';
import { loadCaptchaScript } from './lib/captcha-loader.ts';
import { addHeatmapPlugin } from './lib/heatmap-loader.ts';

/** Start-up order of specification §4: router ready → store initialises → heatmap plugin → mount. */
async function start(): Promise<void> {
  const router = createAppRouter();
  // The store: client config and site configuration from the API; the session lives in localStorage.
  const { clientConfig } = await appConfigStore.initialise();
  addHeatmapPlugin(clientConfig.hotjar.hotjarId);
  // The captcha script loads at start (waiting → loaded | failed).
  if (clientConfig.captcha.provider === 'altcha') loadCaptchaScript(clientConfig.captcha.scriptUrl || '/altcha.js');

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
