/** The little of oidc-provider (which ships no types) that test/oidc-server.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcClient {
    clientId: string;
  }
  interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: { client?: OidcClient; session?: { accountId?: string }; provider: Provider };
  }
  interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    findAccount?(ctx: OidcContext, id: string): Promise<OidcAccount | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    loadExistingGrant?(ctx: OidcContext): Promise<OidcGrant | undefined>;
    pkce?: { required(): boolean };
    renderError?(ctx: { type: string; body: string }, out: Record<string, string>, error: Error): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Client: { find(id: string): Promise<OidcClient | undefined> };
    Grant: new (init: {
      clientId?: string;
      accountId?: string;
    }) => OidcGrant;
    IdToken: new (
      claims: Record<string, unknown>,
      options: { client: OidcClient },
    ) => {
      scope: string;
      set(claim: string, value: unknown): void;
      issue(options: { use: 'idtoken'; expiresAt?: number }): Promise<string>;
    };
  }
}
