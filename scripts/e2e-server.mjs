// Playwright's webServer command: wipes DATA_DIR, starts the server's own PostgreSQL cluster, runs
// the built server in the foreground and stops the cluster when Playwright stops the server.
// Environment: the server's own (DATA_DIR, PORT, ...) plus E2E_POSTGRES_DIR and E2E_POSTGRES_PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { startPostgresCluster } from './postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/server.js');
const { DATA_DIR, E2E_POSTGRES_DIR, E2E_POSTGRES_PORT } = process.env;
if (!DATA_DIR || !E2E_POSTGRES_DIR || !E2E_POSTGRES_PORT) {
  console.error('e2e-server: DATA_DIR, E2E_POSTGRES_DIR and E2E_POSTGRES_PORT are required.');
  process.exit(2);
}
if (!fs.existsSync(server)) {
  console.error(`e2e-server: ${server} does not exist: run \`npm run build\` first.`);
  process.exit(2);
}

fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(DATA_DIR, { recursive: true });
const cluster = startPostgresCluster({ dir: E2E_POSTGRES_DIR, port: Number(E2E_POSTGRES_PORT) });

const child = spawn(process.execPath, [server], { stdio: 'inherit', env: process.env });
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  try {
    cluster.stop();
  } catch (error) {
    console.error(String(error));
  }
  process.exit(code ?? (signal ? 1 : 0));
});
