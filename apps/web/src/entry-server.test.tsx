// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, DEFAULT_SITE_CONFIGURATION } from './lib/app-config-store.ts';
import { PRERENDERED_PATHS, renderPage } from './entry-server.tsx';

// The server's prerender runs in Node, where no page may reach for the browser while it renders (window,
// localStorage, document), and its HTML must come without inline script (the content security policy).
const config = {
  clientConfig: DEFAULT_CLIENT_CONFIG,
  siteConfiguration: { ...DEFAULT_SITE_CONFIGURATION, siteName: 'Hiring Hub', contactEmail: 'team@hiringhub.example' },
};

describe('the prerendered public pages', () => {
  it.each([...PRERENDERED_PATHS])('%s renders whole in Node, without inline script', async (path) => {
    const page = await renderPage(path, config);
    expect(page.html).toContain('<main');
    expect(page.html).not.toContain('<script');
    // the page itself, not the loader its layout shows while a page loads
    expect(page.html).not.toContain('Loading the page');
    // the footer shows the configuration the page was rendered with
    expect(page.html).toContain('team@hiringhub.example');
  });

  it('renders each page’s own text and title', async () => {
    const login = await renderPage('/login', config);
    expect(login.html).toContain('Welcome back. Log in to your TalentMatch account.');
    expect(login.title).toBe('Login · Hiring Hub');
    const register = await renderPage('/register', config);
    expect(register.html).toContain('Create your account');
    expect(register.title).toBe('Register · Hiring Hub');
    expect((await renderPage('/forgot-password', config)).title).toBe('Forgot Password · Hiring Hub');
  });

  it('renders the login page with the directory sign-in configured', async () => {
    const azureAd = { clientId: 'app-id', tenantAuthority: 'https://login.microsoftonline.com/tenant' };
    const withDirectory = {
      clientConfig: { ...DEFAULT_CLIENT_CONFIG, azureAd },
      siteConfiguration: { ...config.siteConfiguration, azureAd },
    };
    const login = await renderPage('/login', withDirectory);
    expect(login.html).toContain('Sign in with Microsoft');
  });
});
