// First: it holds the young generation's growth while the modules below load.
import './lib/startup-heap.js';

import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { adminSocketPath, listenAdminSocket } from './cli/admin-socket.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DatabaseLockedError } from './db/data-dir-lock.js';
import { allowYoungGenerationGrowth } from './lib/startup-heap.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The embedded database is this process's alone: `npm run admin` reaches it through this socket.
  const adminSocket = config.DATABASE_URL
    ? null
    : await listenAdminSocket(adminSocketPath(config.DATA_DIR), app.db, app.log).catch((err: unknown) => {
        // E.g. a DATA_DIR path too long for a Unix socket: serve anyway, the CLI then says who holds it.
        app.log.warn({ err }, 'admin socket unavailable: npm run admin cannot reach this server');
        return null;
      });
  const delayMs = config.SHUTDOWN_DELAY_SECONDS * 1000;
  closeWithGrace({ delay: delayMs + config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, delayMs }, 'draining: health answers 503, requests received are served');
    app.drain.start();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    adminSocket?.close();
    // Closes the listener once the kernel's accept queue is empty (lib/drain.ts), so no connection
    // the kernel accepted is reset; then waits for every request in flight, closes idle
    // connections, then the database.
    await app.drain.stopAccepting();
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  allowYoungGenerationGrowth();
}

void main();
