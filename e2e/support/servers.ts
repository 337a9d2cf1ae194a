import os from 'node:os';
import path from 'node:path';

import type { TestInfo } from '@playwright/test';

/**
 * The app servers the e2e suite starts (built server, `node apps/server/dist/server.js`), each on
 * its own throwaway PostgreSQL cluster so the admin CLI can write to the database while the server
 * runs (an embedded PGlite directory can be opened by one process only).
 *
 * Each server owns 10 ports from E2E_BASE_PORT (default 4510): the app on +0, PostgreSQL on +1.
 * To add one, add an entry below with its extra `env` and the spec files it serves (`testMatch`);
 * the config derives its webServer entry and its Playwright project from it.
 */
export interface E2eServer {
  /** Also the Playwright project's name. */
  name: string;
  port: number;
  baseURL: string;
  /** The server's DATA_DIR, wiped at start; emails land in `<dataDir>/outbox/*.eml`. */
  dataDir: string;
  /** Where its PostgreSQL cluster lives. */
  postgresDir: string;
  postgresPort: number;
  /** Superuser URL of the server's database: what the admin CLI connects to. */
  databaseUrl: string;
  /** The server's whole environment. */
  env: Record<string, string>;
  /** Spec files served by this server; undefined = every spec no other server claims. */
  testMatch?: string;
}

const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4510);
const ROOT = path.join(os.tmpdir(), `planner-e2e-${BASE_PORT}`);

function defineServer(
  name: string,
  slot: number,
  options: { env?: Record<string, string>; testMatch?: string } = {},
): E2eServer {
  const port = BASE_PORT + slot * 10;
  const postgresPort = port + 1;
  const dataDir = path.join(ROOT, name, 'data');
  const baseURL = `http://localhost:${port}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:${postgresPort}/postgres`;
  return {
    name,
    port,
    baseURL,
    dataDir,
    postgresDir: path.join(ROOT, name, 'postgres'),
    postgresPort,
    databaseUrl,
    testMatch: options.testMatch,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Chromium treats http://localhost as a secure context, so Secure cookies work.
      COOKIE_SECURE: 'true',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'offline',
      // Every spec signs up its own users from 127.0.0.1.
      SIGN_UPS_PER_HOUR_PER_IP: '10000',
      ...options.env,
    },
  };
}

/** The local OpenID provider (apps/server/test/support/oidc-provider.ts) beside the `oidc` server. */
export const oidcProvider = { port: BASE_PORT + 52, issuer: `http://127.0.0.1:${BASE_PORT + 52}` };

/** The local fake OpenAI-compatible vendor (apps/server/test/support/fake-openai.ts) beside the `ai` server. */
export const fakeOpenAI = { port: BASE_PORT + 62, url: `http://127.0.0.1:${BASE_PORT + 62}/v1` };

export const servers = {
  main: defineServer('main', 0),
  oidc: defineServer('oidc', 5, {
    env: {
      OIDC_ISSUER: oidcProvider.issuer,
      OIDC_CLIENT_ID: 'planner-test',
      OIDC_CLIENT_SECRET: 'planner-test-secret',
      OIDC_DISPLAY_NAME: 'Test IdP',
      OIDC_ALLOW_INSECURE_HTTP: 'true',
    },
    testMatch: 'oidc-*.spec.ts',
  }),
  ai: defineServer('ai', 6, {
    env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'fake', AI_BASE_URL: fakeOpenAI.url },
    testMatch: 'board-ai-*.spec.ts',
  }),
} satisfies Record<string, E2eServer>;

export type ServerName = keyof typeof servers;

/** The server behind the running test's project. */
export function serverFor(testInfo: TestInfo): E2eServer {
  const server = (servers as Record<string, E2eServer>)[testInfo.project.name];
  if (!server) throw new Error(`No e2e server is defined for project ${testInfo.project.name}.`);
  return server;
}
