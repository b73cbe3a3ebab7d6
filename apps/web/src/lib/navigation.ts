/**
 * Lets non-React code (the HTTP client, the session) navigate through the router once it exists;
 * before that it falls back to a full page load.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The path to come back to after logging in; never the login page itself. */
function currentPathForRedirect(): string {
  const { pathname, search } = window.location;
  if (pathname === '/' || pathname.startsWith('/login') || pathname === '/logout') return '';
  return pathname + search;
}

export function loginPathWithRedirect(redirect: string = currentPathForRedirect()): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}
