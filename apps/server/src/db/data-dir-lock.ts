import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds an embedded database: written into its lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** `server` listens on the admin socket; `admin` is a one-shot CLI run. */
  role: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database is in use by process ${holder.pid} (${holder.role}, started ${holder.startedAt}; lock file ${lockFile}). ` +
        'PGlite allows one process per DATA_DIR: stop that process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function alive(holder: LockHolder): boolean {
  // A lock from another machine (a shared volume) cannot be checked: it counts as held.
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockHolder;
  } catch {
    // Gone, or half-written by a process killed mid-write: either way nobody holds it.
    return null;
  }
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Takes the exclusive lock of an embedded database (`<dataDir>.lock`, created with O_EXCL): PGlite
 * keeps the whole database in one process, and two processes on one directory overwrite each
 * other. A lock whose process is gone (killed, crashed) is taken over.
 */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const me: LockHolder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), role };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readHolder(lockFile)?.pid === me.pid) fs.rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder && alive(holder)) throw new DatabaseLockedError(lockFile, holder);
    if (!holder && Date.now() - mtime(lockFile) < 1000) {
      // Being written by a process that just created it: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    // Stale: remove it (if it still names the dead holder) and race for it through O_EXCL again.
    if (readHolder(lockFile)?.pid === holder?.pid) fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}: it keeps changing hands.`);
}
