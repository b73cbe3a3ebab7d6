import type { PublicClientApplication } from '@azure/msal-browser';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { paths } from '../../../config/paths.ts';
import { appState } from '../../../lib/app-state.ts';

/**
 * Signing in with the directory (Microsoft Entra ID) through MSAL, by redirect: the login page sends the browser to
 * the directory, which sends it back to /login with a code; MSAL redeems it for the ID token the server verifies.
 * MSAL is loaded only when directory login is configured (docs/directory-login.md).
 */
export interface DirectorySettings {
  clientId: string;
  tenantAuthority: string;
}

/** Microsoft's own sign-in hosts speak MSAL's Entra ID protocol; any other authority is a plain OpenID provider. */
const MICROSOFT_LOGIN_HOSTS = new Set([
  'login.microsoftonline.com',
  'login.microsoft.com',
  'login.windows.net',
  'login.microsoftonline.us',
  'login.partner.microsoftonline.cn',
  'login.chinacloudapi.cn',
]);

export const isDirectoryConfigured = (settings: DirectorySettings): boolean => Boolean(settings.clientId && settings.tenantAuthority);

let client: { key: string; app: Promise<PublicClientApplication> } | undefined;

function clientFor(settings: DirectorySettings): Promise<PublicClientApplication> {
  const key = `${settings.clientId} ${settings.tenantAuthority}`;
  if (client?.key !== key) {
    client = {
      key,
      app: (async () => {
        const msal = await import('@azure/msal-browser');
        const host = new URL(settings.tenantAuthority).host;
        const microsoft = MICROSOFT_LOGIN_HOSTS.has(host.toLowerCase());
        const app = new msal.PublicClientApplication({
          auth: {
            clientId: settings.clientId,
            authority: settings.tenantAuthority,
            redirectUri: `${window.location.origin}${paths.login}`,
            knownAuthorities: microsoft ? [] : [host],
          },
          cache: { cacheLocation: msal.BrowserCacheLocation.SessionStorage },
          system: { protocolMode: microsoft ? msal.ProtocolMode.AAD : msal.ProtocolMode.OIDC },
        });
        await app.initialize();
        return app;
      })(),
    };
  }
  return client.app;
}

/** Leaves for the directory's sign-in page; `returnTo` comes back as the state. */
export async function startDirectorySignIn(settings: DirectorySettings, returnTo: string): Promise<void> {
  const app = await clientFor(settings);
  await app.loginRedirect({ scopes: ['openid', 'profile', 'email'], state: returnTo });
}

/** The state of a "Connect Microsoft account" trip: where to go back to, marked so the login page links instead of signing in. */
const CONNECT_STATE = 'connect:';

/** Leaves for the directory's sign-in page to connect the signed-in account (Settings); `returnTo` comes back. */
export async function startDirectoryConnect(settings: DirectorySettings, returnTo: string): Promise<void> {
  const app = await clientFor(settings);
  await app.loginRedirect({ scopes: ['openid', 'profile', 'email'], state: `${CONNECT_STATE}${returnTo}`, prompt: 'select_account' });
}

/** Where a connect trip returns to, or null when the answer is a sign-in. */
export function connectReturnTo(state: string): string | null {
  return state.startsWith(CONNECT_STATE) ? state.slice(CONNECT_STATE.length) : null;
}

let finishing: Promise<{ idToken: string; returnTo: string } | null> | undefined;
let taken = false;

/**
 * On the way back: the ID token and where the person was going, or null when this page load is not a return from
 * the directory. The answer is handed out once per page load (React may mount the page twice); a refusal by the
 * directory rejects.
 */
async function takeDirectoryAnswer(settings: DirectorySettings): Promise<{ idToken: string; returnTo: string } | null> {
  finishing ??= (async () => {
    const app = await clientFor(settings);
    const result = await app.handleRedirectPromise({ navigateToLoginRequestUrl: false });
    if (!result?.idToken) return null;
    return { idToken: result.idToken, returnTo: result.state ?? '' };
  })();
  const answer = await finishing;
  if (!answer || taken) return null;
  taken = true;
  return answer;
}

/** Whether this page load carries a directory answer (a code or an error in the hash or the query). */
export function isDirectoryReturn(location: Pick<Location, 'hash' | 'search'>): boolean {
  const params = new URLSearchParams(`${location.hash.replace(/^#/, '')}&${location.search.replace(/^\?/, '')}`);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** The directory's answer of this page load, or null; a refusal (the person cancelled, the directory denied) is said in the banner. */
export async function takeDirectoryAnswerOrSayRefused(settings: DirectorySettings): Promise<{ idToken: string; returnTo: string } | null> {
  try {
    return await takeDirectoryAnswer(settings);
  } catch {
    appState.setError(SESSION_MESSAGES.directoryLoginFailed);
    return null;
  }
}
