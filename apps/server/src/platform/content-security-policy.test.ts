import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, contentSecurityDirectives, NO_EXTERNAL_SERVICES } from './content-security-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('buildContentSecurityPolicy', () => {
  it('allows only our own origin (and the video players) when no service is configured', () => {
    const policy = buildContentSecurityPolicy(NO_EXTERNAL_SERVICES);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toMatch(/hotjar|google|sentry|unsafe-eval/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('opens the Sentry ingest origin for connections only', () => {
    const policy = buildContentSecurityPolicy({ ...NO_EXTERNAL_SERVICES, errorReportingIngest: 'https://o1.ingest.sentry.io' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o1.ingest.sentry.io");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it('opens the Hotjar hosts only while the heatmap is configured', () => {
    const on = contentSecurityDirectives({ heatmap: true, adsTag: false });
    expect(on['script-src']).toEqual(["'self'", 'https://*.hotjar.com']);
    expect(on['connect-src']).toEqual(["'self'", 'https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com']);
    expect(on['frame-src']).toContain('https://*.hotjar.com');
    expect(JSON.stringify(on)).not.toContain('google');
  });

  it('opens the Google tag hosts only while the ads tag is configured', () => {
    const on = contentSecurityDirectives({ heatmap: false, adsTag: true });
    expect(on['script-src']).toContain('https://www.googletagmanager.com');
    expect(on['img-src']).toContain('https://googleads.g.doubleclick.net');
    expect(on['frame-src']).toContain('https://td.doubleclick.net');
    expect(JSON.stringify(on)).not.toContain('hotjar');
  });

  it('lets pages reach and frame the sign-in directory only while directory login is configured', () => {
    const on = contentSecurityDirectives({ heatmap: false, adsTag: false, signInOrigin: 'https://login.microsoftonline.com' });
    expect(on['connect-src']).toEqual(["'self'", 'https://login.microsoftonline.com']);
    expect(on['frame-src']).toContain('https://login.microsoftonline.com');
    expect(on['script-src']).toEqual(["'self'"]);
    expect(buildContentSecurityPolicy(NO_EXTERNAL_SERVICES)).not.toContain('microsoftonline');
  });

  it('lists each source once and keeps the base directives when everything is on', () => {
    const all = contentSecurityDirectives({ errorReportingIngest: 'http://127.0.0.1:9999', heatmap: true, adsTag: true });
    for (const sources of Object.values(all)) expect(new Set(sources).size).toBe(sources.length);
    expect(all['frame-src'].slice(0, 4)).toEqual(["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    // a fresh object each time: a caller may change it without changing the next policy
    all['script-src'].push('https://evil.example');
    expect(buildContentSecurityPolicy(NO_EXTERNAL_SERVICES)).not.toContain('evil');
  });
});
