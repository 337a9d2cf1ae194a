/**
 * A real, local OpenID Connect provider (oidc-provider 9) for the server tests and the browser tests.
 *
 * Importable: `const idp = await startOidcProvider({ redirectUris: [...] })`, then `idp.close()`.
 * Standalone: `node --import tsx apps/server/test/support/oidc-provider.ts --port 4710 \
 *   --redirect-uri http://localhost:4701/api/auth/oidc/oidc/callback`.
 *
 * Its login page is a plain form (subject, email, "Email verified", name): whoever fills it in becomes
 * that account, so a test chooses the claims it needs. "Cancel" answers the client `access_denied`.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { exportJWK, generateKeyPair } from 'jose';
import type { Account, ClaimsParameterMember, KoaContextWithOIDC } from 'oidc-provider';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  /** The issuer's host name; 127.0.0.1 keeps the provider cross-site from an app on localhost. */
  host?: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  /** Put the email claims in the ID token too (as Google does); otherwise only userinfo has them. */
  emailInIdToken?: boolean;
}

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: Provider;
  /** Accounts that signed in, by subject. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

export const TEST_CLIENT_ID = 'planner-test';
export const TEST_CLIENT_SECRET = 'planner-test-secret';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
<main>
<h1>Test identity provider</h1>
<p>Signing in to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <p><label>Email <input name="email" type="email" required></label></p>
  <p><label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label></p>
  <p><label>Name <input name="name"></label></p>
  <p><label>Subject <input name="sub"></label></p>
  <p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
  <p><button type="submit">Cancel</button></p>
</form>
</main>
</body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider and resolves once it listens. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? TEST_CLIENT_ID;
  const clientSecret = options.clientSecret ?? TEST_CLIENT_SECRET;
  const accounts = new Map<string, TestAccount>();

  // Requests that arrive while the provider is being built wait for it instead of hanging.
  let markReady: (handler: http.RequestListener) => void = () => undefined;
  const ready = new Promise<http.RequestListener>((resolve) => (markReady = resolve));
  const server = http.createServer((req, res) => void ready.then((handler) => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !options.emailInIdToken,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, id: string): Promise<Account | undefined> {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims(_use: string, _scope: string, _claims: { [key: string]: ClaimsParameterMember | null }) {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
  });
  const handleOidc = provider.callback();

  markReady((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return handleOidc(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const [, uid, action] = match;
      if (!action && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(uid ?? '', String(details.params.client_id)));
        return;
      }
      if (action === 'abort' && req.method === 'POST') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (action === 'login' && req.method === 'POST') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        const sub = (form.get('sub') ?? '').trim() || `sub-${email}`;
        const name = (form.get('name') ?? '').trim();
        accounts.set(sub, {
          sub,
          email,
          emailVerified: form.get('email_verified') === 'true',
          ...(name ? { name } : {}),
        });
        const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(405).end();
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A browserless user at the provider: follows the authorization URL with a cookie jar, fills in the
 * login form (or presses Cancel) and answers the URL the provider sends back to the client.
 */
export async function loginAtProvider(
  authorizationUrl: string,
  account: { email: string; emailVerified: boolean; sub?: string; name?: string } | 'cancel',
): Promise<URL> {
  const jar = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await send(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuerOrigin) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200 || !/\/interaction\/[\w-]+$/.test(new URL(url).pathname)) {
      throw new Error(`Unexpected answer from the provider at ${url}: ${res.status} ${html.slice(0, 300)}`);
    }
    const form =
      account === 'cancel'
        ? new URLSearchParams()
        : new URLSearchParams({
            email: account.email,
            ...(account.emailVerified ? { email_verified: 'true' } : {}),
            ...(account.sub ? { sub: account.sub } : {}),
            ...(account.name ? { name: account.name } : {}),
          });
    const submitted = await send(`${url}/${account === 'cancel' ? 'abort' : 'login'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`The provider did not redirect after the form: ${submitted.status}`);
    url = new URL(after, url).href;
  }
  throw new Error('Too many redirects at the provider');
}

// Standalone: the browser tests start it as a Playwright web server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4710' },
      host: { type: 'string', default: '127.0.0.1' },
      'client-id': { type: 'string', default: TEST_CLIENT_ID },
      'client-secret': { type: 'string', default: TEST_CLIENT_SECRET },
      'redirect-uri': { type: 'string', multiple: true, default: [] },
      'email-in-id-token': { type: 'boolean', default: false },
    },
  });
  const idp = await startOidcProvider({
    port: Number(values.port),
    host: values.host,
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    redirectUris: values['redirect-uri'],
    emailInIdToken: values['email-in-id-token'],
  });
  console.warn(`Test OpenID provider listening: ${idp.issuer}`);
  const stop = () => void idp.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
