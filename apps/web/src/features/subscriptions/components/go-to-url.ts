import { navigateTo } from '../../../lib/navigation.ts';

/** Follows a provider URL: inside the app through the router (demo pages), elsewhere with a full page load (Stripe). */
export function goToUrl(url: string): void {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) navigateTo(target.pathname + target.search + target.hash);
  else window.location.assign(target.toString());
}
