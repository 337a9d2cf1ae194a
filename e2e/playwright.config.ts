import path from 'node:path';

import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

import { type E2eServer, fakeOpenAI, oidcProvider, servers } from './support/servers.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium (apt), never a downloaded browser. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const all: E2eServer[] = Object.values(servers);

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The built server on its own PostgreSQL cluster; see scripts/e2e-server.mjs. */
function webServerFor(server: E2eServer): WebServer {
  return {
    command: 'node scripts/e2e-server.mjs',
    cwd: REPO_ROOT,
    url: `${server.baseURL}/api/health`,
    env: {
      ...server.env,
      E2E_POSTGRES_DIR: server.postgresDir,
      E2E_POSTGRES_PORT: String(server.postgresPort),
    },
    reuseExistingServer: false,
    // Cold starts (initdb, migrations) on a busy 2-core machine can pass two minutes.
    timeout: 300_000,
    // SIGTERM (not SIGKILL) so the wrapper stops its PostgreSQL cluster.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  };
}

/** One project per server: specs matching its `testMatch`; the first server takes the rest. */
function projectFor(server: E2eServer): Project {
  const claimedByOthers = all.flatMap((s) => (s.testMatch ? [s.testMatch] : []));
  return {
    name: server.name,
    ...(server.testMatch ? { testMatch: server.testMatch } : { testIgnore: claimedByOthers }),
    use: { ...devices['Desktop Chrome'], baseURL: server.baseURL },
  };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A toast's fade (sonner honours the setting) is never caught half-transparent by axe's contrast
    // check: it is shown or gone. Three clean-clone runs failed on a toast mid-fade; waiting for
    // running animations (support/axe.ts) could not close the gap between the wait and the analysis.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  // Add non-app services the specs need (e.g. a fake model vendor) to this list.
  webServer: [
    ...all.map(webServerFor),
    {
      command: `node --import tsx apps/server/test/support/fake-openai.ts --port ${fakeOpenAI.port}`,
      cwd: REPO_ROOT,
      url: `${fakeOpenAI.url}/models`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      command: `node --import tsx apps/server/test/support/oidc-provider.ts --port ${oidcProvider.port} --redirect-uri ${servers.oidc.baseURL}/api/auth/oidc/oidc/callback`,
      cwd: REPO_ROOT,
      url: `${oidcProvider.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
  projects: all.map(projectFor),
});
