// Throwaway PostgreSQL 15 clusters on 127.0.0.1 for tests (server suite, e2e server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export function postgresInstalled() {
  return fs.existsSync(path.join(PG_BIN, 'initdb'));
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` system user. */
function asPostgres(tool, args) {
  const cmd = path.join(PG_BIN, tool);
  const root = process.getuid?.() === 0;
  const result = spawnSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    stdio: 'pipe',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  }
  return result.stdout;
}

/**
 * Starts a cluster (initdb + pg_ctl start, ~1 s) and returns its superuser URL and a stop function.
 * `dir` defaults to a fresh temp directory; an existing cluster left in `dir` by a killed run is
 * stopped and wiped first. `port` defaults to a random one in 54000-54999.
 */
export function startPostgresCluster({ dir, port } = {}) {
  if (!postgresInstalled()) {
    throw new Error(
      'PostgreSQL 15 is not installed: run `npm test` as root once, or `apt-get install postgresql`.',
    );
  }
  const root = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'planner-pg-'));
  const dataDir = path.join(root, 'data');
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // Not running any more: the pid file is stale.
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  // The cluster runs as `postgres`: it must be able to write its data, log and socket here.
  fs.chmodSync(root, 0o777);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // A random port may be taken (another cluster, or an outgoing connection's ephemeral port): a
  // start that fails is tried again on another port; a given port is tried once.
  const attempts = port ? 1 : 5;
  let clusterPort = 0;
  for (let attempt = 1; ; attempt += 1) {
    clusterPort = port ?? 54_000 + Math.floor(Math.random() * 1000);
    try {
      asPostgres('pg_ctl', [
        '-w',
        '-D',
        dataDir,
        '-l',
        path.join(root, 'postgres.log'),
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${clusterPort} -k ${root} -c fsync=off -c max_connections=300`,
        'start',
      ]);
      break;
    } catch (error) {
      const serverLog = fs.existsSync(path.join(root, 'postgres.log'))
        ? fs.readFileSync(path.join(root, 'postgres.log'), 'utf8').slice(-2000)
        : '';
      if (attempt >= attempts) throw new Error(`${error.message}\npostgres.log:\n${serverLog}`);
    }
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${clusterPort}/postgres`,
    port: clusterPort,
    dir: root,
    stop() {
      if (stopped) return;
      stopped = true;
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      if (!dir) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
