import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import type { Executor } from '../db/client.js';
import { ADMIN_COMMANDS, isAdminCommand } from './admin-commands.js';

/** Where a server on the embedded database takes `npm run admin` commands: owner-only, in DATA_DIR. */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

interface AdminRequest {
  command: string;
  email: string;
}

/** One JSON line each way: the updated email, `null` for no such account, or an error message. */
type AdminAnswer = { email: string | null } | { error: string };

/**
 * Listens on the admin socket: the embedded database belongs to the server process (its lock), so a
 * CLI run while it serves asks it to apply the change on its own database.
 */
export async function listenAdminSocket(
  socketPath: string,
  db: Executor,
  log: { error: (obj: object, msg: string) => void },
): Promise<net.Server> {
  // This process holds the database lock, so a socket file left here is from a dead holder.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) {
        if (buffer.length > 4096) socket.destroy();
        return;
      }
      void answer(buffer.slice(0, newline)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<AdminAnswer> => {
    try {
      const request = JSON.parse(line) as AdminRequest;
      if (typeof request.email !== 'string' || !isAdminCommand(request.command))
        return { error: 'unknown command' };
      const updated = await ADMIN_COMMANDS[request.command].apply(db, request.email);
      return { email: updated?.email ?? null };
    } catch (error) {
      log.error({ err: error }, 'admin socket command failed');
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const oldMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(oldMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return server;
}

/** Sends one command to the server's admin socket; null when no server listens there. */
export function sendAdminCommand(socketPath: string, request: AdminRequest): Promise<AdminAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as AdminAnswer);
      } catch {
        reject(new Error(`the server on ${socketPath} gave no answer`));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
