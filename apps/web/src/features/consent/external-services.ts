import { adsTagEnabled, heatmapEnabled } from '@talentmatch/shared/external-services';
import { addAdsTag } from '../../lib/ads-tag-loader.ts';
import { setReplayEnabled, startErrorReporting } from '../../lib/error-reporting/index.ts';
import { addHeatmapPlugin } from '../../lib/heatmap-loader.ts';
import { type ConsentChoice, consentStore } from './consent-store.ts';

/** What the client and site configuration say about the external services (docs/external-services.md). */
export interface ExternalServiceConfig {
  errorReportingDsn: string;
  hotjar: { hotjarId: string; hotjarIsProduction: boolean };
  adsTagId: string;
}

export interface ServicePlan {
  /** necessary: error reports without replay, whenever a DSN is configured */
  errorReporting: boolean;
  /** analytics */
  replay: boolean;
  /** analytics */
  heatmap: boolean;
  /** advertising */
  adsTag: boolean;
}

/** Which services may run: configured ones, and of those the optional ones only with consent to their category. */
export function plannedServices(config: ExternalServiceConfig, choice: ConsentChoice | null): ServicePlan {
  const errorReporting = config.errorReportingDsn.trim() !== '';
  const analytics = choice?.analytics === true;
  const advertising = choice?.advertising === true;
  return {
    errorReporting,
    replay: errorReporting && analytics,
    heatmap: heatmapEnabled(config.hotjar) && analytics,
    adsTag: adsTagEnabled(config.adsTagId) && advertising,
  };
}

/** The banner is needed only when a service that asks for consent is configured. */
export function consentNeeded(config: ExternalServiceConfig): boolean {
  return config.errorReportingDsn.trim() !== '' || heatmapEnabled(config.hotjar) || adsTagEnabled(config.adsTagId);
}

/**
 * Start-up (main.tsx, after the store initialises and before the app mounts): error reporting when configured, then
 * what the remembered consent allows; later choices add services at once. A vendor script cannot be unloaded, so a
 * withdrawn consent to a loaded heatmap or ads tag takes effect with a fresh page.
 */
export function startExternalServices(config: ExternalServiceConfig): void {
  startErrorReporting(config.errorReportingDsn);
  const loaded = { heatmap: false, adsTag: false };
  const apply = () => {
    const plan = plannedServices(config, consentStore.get().choice);
    setReplayEnabled(plan.replay);
    if (plan.heatmap && !loaded.heatmap) loaded.heatmap = addHeatmapPlugin(config.hotjar.hotjarId);
    if (plan.adsTag && !loaded.adsTag) loaded.adsTag = addAdsTag(config.adsTagId);
    if ((loaded.heatmap && !plan.heatmap) || (loaded.adsTag && !plan.adsTag)) window.location.reload();
  };
  apply();
  consentStore.subscribe(apply);
}
