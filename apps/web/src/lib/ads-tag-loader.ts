/**
 * The ads tag (Google tag, gtag.js), added only when the site configuration carries an ads tag id and the visitor
 * consented to advertising. Like the heatmap loader: code in our bundle (no inline script) that adds the vendor's tag.
 */
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

const ADS_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

export function addAdsTag(adsTagId: string | undefined | null): boolean {
  const id = (adsTagId ?? '').trim();
  if (!id) return false;
  const w = window as unknown as GtagWindow;
  if (w.gtag) return true;
  const dataLayer = w.dataLayer ?? [];
  w.dataLayer = dataLayer;
  // gtag.js reads the queue as `arguments` objects, not arrays
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the Arguments object itself
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ADS_TAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
