import { describe, expect, it } from 'vitest';
import { adsTagEnabled, directoryOrigin, heatmapEnabled } from './external-services.ts';

describe('when an external service counts as configured', () => {
  it('directory login: a client id and an https authority give the authority origin', () => {
    expect(directoryOrigin({ clientId: 'app', tenantAuthority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com' })).toBe(
      'https://login.microsoftonline.com',
    );
    expect(directoryOrigin({ clientId: '', tenantAuthority: 'https://login.microsoftonline.com/x' })).toBeNull();
    expect(directoryOrigin({ clientId: 'app', tenantAuthority: 'http://login.example.test/x' })).toBeNull();
    expect(directoryOrigin({ clientId: 'app', tenantAuthority: 'not a url' })).toBeNull();
  });

  it('heatmap needs an id and production recording; the ads tag an id', () => {
    expect(heatmapEnabled({ hotjarId: '123', hotjarIsProduction: true })).toBe(true);
    expect(heatmapEnabled({ hotjarId: '123', hotjarIsProduction: false })).toBe(false);
    expect(heatmapEnabled({ hotjarId: ' ', hotjarIsProduction: true })).toBe(false);
    expect(adsTagEnabled('AW-1')).toBe(true);
    expect(adsTagEnabled('')).toBe(false);
  });
});
