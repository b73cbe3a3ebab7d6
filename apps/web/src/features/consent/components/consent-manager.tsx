import { Anchor } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { consentStore, useConsent } from '../consent-store.ts';
import { consentNeeded } from '../external-services.ts';
import { ConsentBanner } from './consent-banner.tsx';

// the dialog (and its modal) loads when it is first opened
const PrivacySettingsDialog = lazy(() => import('./privacy-settings-dialog.tsx').then((m) => ({ default: m.PrivacySettingsDialog })));

/** On every page (public and signed in): the banner until the visitor chooses, and the Privacy settings dialog. */
export function ConsentManager() {
  const { clientConfig, siteConfiguration, status } = useAppConfig();
  const { choice, settingsOpen } = useConsent();
  // the choice lives in this browser: a prerendered page comes without the banner, which appears once it runs
  const hydrated = useHydrated();
  const needed =
    hydrated &&
    status !== 'idle' &&
    consentNeeded({
      errorReportingDsn: clientConfig.errorReporting.dsn,
      hotjar: clientConfig.hotjar,
      adsTagId: siteConfiguration.adsTagId,
    });
  return (
    <>
      {needed && !choice && !settingsOpen ? <ConsentBanner /> : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <PrivacySettingsDialog />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's way back to the choice. */
export function PrivacySettingsLink() {
  return (
    <Anchor component="button" type="button" size="sm" c="dimmed" onClick={consentStore.openSettings}>
      Privacy settings
    </Anchor>
  );
}
