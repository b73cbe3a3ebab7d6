/**
 * When the heatmap and the ads tag count as configured: the same rule decides whether the browser loads them
 * (after consent) and whether the content security policy allows their hosts.
 */

/** The heatmap (Hotjar) runs only with an id and with "records production traffic" on (`hotjarIsProduction`). */
export function heatmapEnabled(hotjar: { hotjarId: string; hotjarIsProduction: boolean }): boolean {
  return hotjar.hotjarId.trim() !== '' && hotjar.hotjarIsProduction;
}

/** The ads tag (Google tag) runs only with a tag id (AW-… or G-…). */
export function adsTagEnabled(adsTagId: string): boolean {
  return adsTagId.trim() !== '';
}

/** The origin the browser talks to while signing in with the directory (https only), or null while it is not configured. */
export function directoryOrigin(azureAd: { clientId: string; tenantAuthority: string }): string | null {
  if (!azureAd.clientId || !azureAd.tenantAuthority) return null;
  try {
    const url = new URL(azureAd.tenantAuthority);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
