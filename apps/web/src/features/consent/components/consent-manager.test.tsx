import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigStore, DEFAULT_CLIENT_CONFIG, DEFAULT_SITE_CONFIGURATION } from '../../../lib/app-config-store.ts';
import { CONSENT_STORAGE_KEY, consentStore } from '../consent-store.ts';
import { ConsentManager, PrivacySettingsLink } from './consent-manager.tsx';

function configure(adsTagId: string) {
  appConfigStore.setSiteConfiguration({ ...DEFAULT_SITE_CONFIGURATION, adsTagId });
  (appConfigStore.get() as { status: string }).status = 'ready';
  expect(appConfigStore.get().clientConfig).toEqual(DEFAULT_CLIENT_CONFIG);
}

const renderIt = () =>
  render(
    <MantineProvider>
      <ConsentManager />
      <PrivacySettingsLink />
    </MantineProvider>,
  );
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  consentStore.reloadForTests();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the consent banner', () => {
  it('is not shown when no service asks for consent', () => {
    configure('');
    renderIt();
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });

  it('offers Accept all and Reject all with the same prominence, and Reject all is remembered', async () => {
    configure('AW-1');
    renderIt();
    const banner = screen.getByRole('region', { name: 'Your privacy choices' });
    expect(banner.textContent).toMatch(/error reports without session replay/);
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    expect(reject.getAttribute('data-variant')).toBe(accept.getAttribute('data-variant'));
    await userEvent.click(reject);
    expect(stored()).toMatchObject({ analytics: false, advertising: false });
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });

  it('reserves its height at the end of the page while it shows, so it covers no content', async () => {
    configure('AW-1');
    const height = 96;
    const rect = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return this.dataset.testid === 'consent-banner' ? ({ ...rect.call(this), height } as DOMRect) : rect.call(this);
    };
    try {
      renderIt();
      screen.getByRole('region', { name: 'Your privacy choices' });
      expect(parseInt(document.body.style.paddingBottom, 10)).toBeGreaterThanOrEqual(height);
      expect(parseInt(document.documentElement.style.scrollPaddingBottom, 10)).toBeGreaterThanOrEqual(height);
      await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      HTMLElement.prototype.getBoundingClientRect = rect;
    }
  });

  it('Choose opens Privacy settings with one switch per category; necessary cannot be switched off', async () => {
    configure('AW-1');
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect(dialog).toBeTruthy();
    const necessary = screen.getByRole('switch', { name: /^Necessary/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: /^Advertising/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reopens from the footer link with the remembered choice', async () => {
    configure('AW-1');
    consentStore.decide({ analytics: true, advertising: false });
    renderIt();
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy settings' }));
    await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect((screen.getByRole('switch', { name: /^Analytics/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Advertising/ }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false });
  });
});
