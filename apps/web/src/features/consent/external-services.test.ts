import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const errorReporting = vi.hoisted(() => ({ startErrorReporting: vi.fn(), setReplayEnabled: vi.fn(), reportError: vi.fn() }));
vi.mock('../../lib/error-reporting/index.ts', () => errorReporting);

import { CONSENT_STORAGE_KEY, consentStore } from './consent-store.ts';
import { consentNeeded, type ExternalServiceConfig, plannedServices, startExternalServices } from './external-services.ts';

const ALL: ExternalServiceConfig = {
  errorReportingDsn: 'http://publickey@127.0.0.1:9/1',
  hotjar: { hotjarId: '3141592', hotjarIsProduction: true },
  adsTagId: 'AW-1234567',
};
const NONE: ExternalServiceConfig = { errorReportingDsn: '', hotjar: { hotjarId: '', hotjarIsProduction: false }, adsTagId: '' };
const choice = (analytics: boolean, advertising: boolean) => ({ analytics, advertising, decidedAt: '2026-01-01T00:00:00Z' });
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('consent gating', () => {
  it('runs error reporting as necessary, and replay, heatmap and ads tag only with consent to their category', () => {
    expect(plannedServices(ALL, null)).toEqual({ errorReporting: true, replay: false, heatmap: false, adsTag: false });
    expect(plannedServices(ALL, choice(false, false))).toEqual({ errorReporting: true, replay: false, heatmap: false, adsTag: false });
    expect(plannedServices(ALL, choice(true, false))).toEqual({ errorReporting: true, replay: true, heatmap: true, adsTag: false });
    expect(plannedServices(ALL, choice(false, true))).toEqual({ errorReporting: true, replay: false, heatmap: false, adsTag: true });
    expect(plannedServices(ALL, choice(true, true))).toEqual({ errorReporting: true, replay: true, heatmap: true, adsTag: true });
  });

  it('loads nothing that is not configured, whatever the consent', () => {
    expect(plannedServices(NONE, choice(true, true))).toEqual({ errorReporting: false, replay: false, heatmap: false, adsTag: false });
    // the heatmap needs "records production traffic" as well as an id
    const notProduction = { ...ALL, hotjar: { hotjarId: '3141592', hotjarIsProduction: false } };
    expect(plannedServices(notProduction, choice(true, true)).heatmap).toBe(false);
  });

  it('asks for consent only when a service that needs it is configured', () => {
    expect(consentNeeded(NONE)).toBe(false);
    expect(consentNeeded({ ...NONE, adsTagId: 'AW-1' })).toBe(true);
    expect(consentNeeded({ ...NONE, hotjar: { hotjarId: '1', hotjarIsProduction: true } })).toBe(true);
    expect(consentNeeded({ ...NONE, hotjar: { hotjarId: '1', hotjarIsProduction: false } })).toBe(false);
    expect(consentNeeded({ ...NONE, errorReportingDsn: ALL.errorReportingDsn })).toBe(true);
  });
});

describe('startExternalServices', () => {
  beforeEach(() => {
    localStorage.clear();
    consentStore.reloadForTests();
    for (const s of document.head.querySelectorAll('script')) s.remove();
    const w = window as unknown as Record<string, unknown>;
    delete w._hjSettings;
    delete w.hj;
    delete w.gtag;
    delete w.dataLayer;
    vi.clearAllMocks();
  });
  afterEach(() => localStorage.clear());

  it('without a choice starts error reporting only; accepting adds replay, the heatmap and the ads tag at once', () => {
    startExternalServices(ALL);
    expect(errorReporting.startErrorReporting).toHaveBeenCalledWith(ALL.errorReportingDsn);
    expect(errorReporting.setReplayEnabled).toHaveBeenLastCalledWith(false);
    expect(scripts()).toEqual([]);

    consentStore.acceptAll();
    expect(errorReporting.setReplayEnabled).toHaveBeenLastCalledWith(true);
    expect(scripts()).toEqual([
      'https://static.hotjar.com/c/hotjar-3141592.js?sv=6',
      'https://www.googletagmanager.com/gtag/js?id=AW-1234567',
    ]);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ version: 1, analytics: true, advertising: true });
  });

  it('with a remembered rejection loads no optional service', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, analytics: false, advertising: false, decidedAt: 'x' }));
    consentStore.reloadForTests();
    startExternalServices(ALL);
    expect(consentStore.get().choice).toMatchObject({ analytics: false, advertising: false });
    expect(errorReporting.setReplayEnabled).toHaveBeenLastCalledWith(false);
    expect(scripts()).toEqual([]);
  });

  it('with a remembered choice of advertising only loads the ads tag before the app mounts', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, analytics: false, advertising: true, decidedAt: 'x' }));
    consentStore.reloadForTests();
    startExternalServices(ALL);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-1234567']);
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(dataLayer.map((entry) => Array.from(entry)[0])).toEqual(['js', 'config']);
  });

  it('forgets a stored choice it cannot read', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":0,"analytics":"yes"}');
    consentStore.reloadForTests();
    expect(consentStore.get().choice).toBeNull();
  });
});
