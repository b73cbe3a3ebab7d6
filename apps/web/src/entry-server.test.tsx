// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, DEFAULT_SITE_CONFIGURATION } from './lib/app-config-store.ts';
import { isUnknownPath, PRERENDERED_PATHS, renderDataPage, renderPage, variantOf } from './entry-server.tsx';

// The server's prerender runs in Node, where no page may reach for the browser while it renders (window,
// localStorage, document), and its HTML must come without inline script (the content security policy).
const config = {
  clientConfig: DEFAULT_CLIENT_CONFIG,
  siteConfiguration: { ...DEFAULT_SITE_CONFIGURATION, siteName: 'Hiring Hub', contactEmail: 'team@hiringhub.example' },
};

describe('the prerendered public pages', () => {
  it('are the routes marked prerender', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/login', '/register', '/employer-landing', '/forgot-password']));
    expect(PRERENDERED_PATHS).not.toContain('/reset-password');
  });

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
    expect(login.title).toBe('Log in · Hiring Hub');
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

describe('the signed-in shell', () => {
  it('sends a signed-in page as the shell with its heading, description and breadcrumbs, and no script', async () => {
    const page = await renderPage('/admin/dashboard', config);
    expect(page.html).toContain('data-signed-in-shell');
    expect(page.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(page.html).toContain('How the site is doing today.');
    expect(page.html).toContain('Administration');
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).toContain('team@hiringhub.example');
    expect(page.html).not.toContain('<script');
    expect(page.title).toBe('Dashboard · Hiring Hub');
  });

  it('gives every address of one signed-in route one variant, with or without a query', () => {
    expect(variantOf('/employer/candidates', false)).toMatch(/^signed-in /);
    expect(variantOf('/employer/candidates', true)).toBe(variantOf('/employer/candidates', false));
    expect(variantOf('/employer/jobs/1', false)).toBe(variantOf('/employer/jobs/2', true));
    expect(variantOf('/employer/jobs/1', false)).not.toBe(variantOf('/employer/candidates', false));
  });

  it('prerenders public pages without a query only, and nothing for other addresses', () => {
    expect(variantOf('/login', false)).toBe('/login');
    expect(variantOf('/login', true)).toBeNull();
    // an area's own address only redirects to its dashboard; the guard's pages outside the layout; an unknown address
    for (const path of ['/admin', '/home', '/logout', '/no-such-page', '/reset-password']) expect(variantOf(path, false)).toBeNull();
    return expect(renderPage('/no-such-page', config)).rejects.toThrow('prerenders no page');
  });
});

describe('unknown addresses', () => {
  it('tells an address no page has (HTTP 404) from the pages the app has', () => {
    for (const path of ['/no-such-page', '/employer/no-such-page', '/candidate/jobs/1/2/3/4']) expect(isUnknownPath(path)).toBe(true);
    for (const path of ['/', '/login', '/employer/candidates', '/admin/admin-users', '/404']) expect(isUnknownPath(path)).toBe(false);
  });
});

describe('the public job board’s data pages', () => {
  const company = {
    id: '3feff05e-8f0f-4859-813c-917422db722f',
    name: 'Harborview Logistics',
    slug: 'harborview-logistics-3feff05e',
    careersPath: '/companies/harborview-logistics-3feff05e/jobs',
    logoUrl: null,
    website: 'https://harborview.example',
    description: 'Cross-dock warehouses on the Great Lakes.',
    location: 'Milwaukee, WI',
    industry: 'Logistics',
    size: '201-1000',
  };
  const job = {
    id: '77ebb9fb-1101-47d1-8914-885eb08b7079',
    path: '/jobs/77ebb9fb-1101-47d1-8914-885eb08b7079-supply-chain-analyst',
    title: 'Supply Chain Analyst',
    company,
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    workplace: 'hybrid' as const,
    employmentType: 'full_time' as const,
    salaryMin: 72000,
    salaryMax: 88000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year' as const,
    datePosted: '2026-11-26T10:00:00.000Z',
    closingDate: null,
    description: 'Find the **slack** in our network.',
    positions: 1,
    skills: [{ name: 'SQL', importance: 'required' as const }],
    benefits: [{ name: 'Health insurance', description: 'Medical cover.' }],
    updatedAt: '2026-11-26T10:00:00.000Z',
  };

  it('renders an open job whole from the server’s data, without inline script, with Apply leading to sign-up and back', async () => {
    const page = await renderDataPage(job.path, config, { kind: 'open', job });
    expect(page.html).toMatch(/<h1[^>]*>Supply Chain Analyst<\/h1>/);
    expect(page.html).toContain('USD 72,000 – 88,000 per year');
    expect(page.html).toContain('<strong>slack</strong>');
    expect(page.html).toContain('Health insurance');
    expect(page.html).toContain('2026-11-26');
    expect(page.html).toContain(`href="${company.careersPath}"`);
    expect(page.html).toContain(`/register?redirect=${encodeURIComponent(`/candidate/jobs/${job.id}?apply=1`)}`);
    expect(page.html).not.toContain('<script');
  });

  it('renders a closed job as “This job is no longer open” with the company’s other jobs', async () => {
    const page = await renderDataPage(job.path, config, { kind: 'gone', title: job.title, company });
    expect(page.html).toContain('This job is no longer open');
    expect(page.html).toContain(`href="${company.careersPath}"`);
  });

  it('renders a careers page and the search with their data', async () => {
    const careers = await renderDataPage(company.careersPath, config, { company, jobs: [job] });
    expect(careers.html).toMatch(/Jobs at (<!-- -->)?Harborview Logistics/);
    expect(careers.html).toContain(`href="${job.path}"`);
    const search = await renderDataPage('/jobs?q=supply', config, { items: [job], totalRecords: 1, page: 1, pageSize: 20 });
    expect(search.html).toContain('1 job');
    expect(search.html).toContain('value="supply"');
  });
});
