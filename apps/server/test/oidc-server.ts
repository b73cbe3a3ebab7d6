/// <reference path="./oidc-provider.d.ts" />
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider, certified) on https://127.0.0.1:<random port>, standing in for a Microsoft
 * Entra ID tenant in tests. Its certificate is made for the run with openssl; `certFile` is for NODE_EXTRA_CA_CERTS
 * (a server process) and `fetch` trusts it (an app built in the test process). People sign in on its own
 * development login page (any password); `issueIdToken` signs tokens directly for API tests.
 */
export interface DirectoryAccount {
  /** what is typed into the provider's login page */
  login: string;
  /** Entra ID's object id claim */
  oid: string;
  /** Entra ID's tenant id claim (default: the directory's own tenant id) */
  tid?: string;
  email?: string;
  emailVerified?: boolean;
  /** Entra ID's `xms_edov`: the tenant owns the email's domain (the address is proven) */
  xmsEdov?: boolean;
  preferredUsername?: string;
  name?: string;
}

export interface TestDirectory {
  /** the issuer and the tenant authority to configure */
  authority: string;
  /** the client id of TalentMatch's registration */
  clientId: string;
  /** the tenant id its tokens carry (`tid`) unless an account says otherwise */
  tenantId: string;
  /** a second registration: its tokens are for another audience */
  otherClientId: string;
  certFile: string;
  fetch: typeof fetch;
  /** paths requested so far (/.well-known/openid-configuration, /jwks, …) */
  requests: string[];
  addAccount(account: DirectoryAccount): void;
  issueIdToken(login: string, options?: { clientId?: string; expiresAt?: number; notBefore?: number }): Promise<string>;
  /** replaces the signing key (a key rollover): tokens from now on carry a new key id, the old key is gone */
  rotateKeys(): Promise<void>;
  /** where the registrations may send people back (e.g. `${app}/login` once the app's address is known) */
  setRedirectUris(uris: string[]): Promise<void>;
  stop(): Promise<void>;
}

function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(`The test directory needs the openssl command to make its TLS certificate: ${(error as Error).message}`);
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** A fetch for GET requests that trusts the given certificate (the app verifies tokens through it). */
function fetchTrusting(ca: string): typeof fetch {
  const trusting = (input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const req = httpsRequest(url, { method: 'GET', ca, signal: init?.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers }));
        });
      });
      req.on('error', reject);
      req.end();
    });
  return trusting as typeof fetch;
}

/** The claims an Entra ID token carries for the account (`sub` is the login here). */
function claimsOf(account: DirectoryAccount, tenantId: string): Record<string, unknown> {
  return {
    sub: account.login,
    oid: account.oid,
    tid: account.tid ?? tenantId,
    xms_edov: account.xmsEdov,
    email: account.email,
    email_verified: account.emailVerified ?? true,
    preferred_username: account.preferredUsername,
    name: account.name,
  };
}

async function signingKey(): Promise<Record<string, unknown>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function startTestDirectory(options: { redirectUris?: string[] } = {}): Promise<TestDirectory> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-oidc-'));
  const tls = makeCertificate(dir);
  const clientId = randomUUID();
  const otherClientId = randomUUID();
  const tenantId = randomUUID();
  const accounts = new Map<string, DirectoryAccount>();
  const requests: string[] = [];
  let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined;

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    requests.push((req.url ?? '').split('?')[0]);
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const authority = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let redirectUris = options.redirectUris ?? ['https://talentmatch.test/login'];

  let provider: Provider;
  let key = await signingKey();
  // a new Provider on the same address and accounts: how keys and registrations change here
  async function startProvider() {
    provider = new Provider(authority, {
      clients: [clientId, otherClientId].map((id) => ({
        client_id: id,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris,
      })),
      jwks: { keys: [key] },
      async findAccount(_ctx, id) {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: async () => claimsOf(account, tenantId),
        };
      },
      // Entra ID puts these in the ID token itself
      claims: { openid: ['sub', 'oid', 'tid', 'xms_edov'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
      conformIdTokenClaims: false,
      ttl: { IdToken: 3600 },
      cookies: { keys: [randomUUID()] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      // the organisation consented for everyone (as an Entra ID admin consent does): no consent page
      async loadExistingGrant(ctx) {
        const accountId = ctx.oidc.session?.accountId;
        const client = ctx.oidc.client;
        if (!accountId || !client) return undefined;
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
        grant.addOIDCScope('openid email profile offline_access');
        await grant.save();
        return grant;
      },
    });
    handler = provider.callback();
  }
  await startProvider();

  return {
    authority,
    clientId,
    tenantId,
    otherClientId,
    certFile: tls.certFile,
    fetch: fetchTrusting(tls.cert),
    requests,
    addAccount(account) {
      accounts.set(account.login, account);
    },
    async issueIdToken(login, tokenOptions = {}) {
      const account = accounts.get(login);
      if (!account) throw new Error(`no test directory account ${login}`);
      const client = await provider.Client.find(tokenOptions.clientId ?? clientId);
      if (!client) throw new Error('unknown client');
      const token = new provider.IdToken(claimsOf(account, tenantId), { client });
      token.scope = 'openid email profile';
      if (tokenOptions.notBefore !== undefined) token.set('nbf', tokenOptions.notBefore);
      return token.issue({ use: 'idtoken', expiresAt: tokenOptions.expiresAt });
    },
    async rotateKeys() {
      key = await signingKey();
      await startProvider();
    },
    async setRedirectUris(uris) {
      redirectUris = uris;
      await startProvider();
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
