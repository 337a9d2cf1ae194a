import path from 'node:path';

import { EmailSchema } from '@planner/domain';

import { ConfigError, loadConfig } from '../config/env.js';
import { ADMIN_COMMANDS, isAdminCommand } from './admin-commands.js';
import { adminSocketPath, sendAdminCommand } from './admin-socket.js';

/**
 * `npm run admin -- <command> <email>`: grants or revokes the platform-admin flag, or disables or
 * re-enables an account, in the database the server uses (same environment, same DATA_DIR). On the
 * embedded database a running server owns it, so the command goes to that server's admin socket.
 */
const USAGE = 'Usage: npm run admin -- <grant|revoke|disable|enable> <email>';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Applies the command on the database itself (PostgreSQL, or an embedded database no server holds). */
async function applyDirectly(
  config: ReturnType<typeof loadConfig>,
  command: keyof typeof ADMIN_COMMANDS,
  email: string,
) {
  const { openDatabase } = await import('../db/client.js');
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
    role: 'admin',
  });
  try {
    return await ADMIN_COMMANDS[command].apply(handle.db, email);
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]) {
  const [command, rawEmail, ...extra] = argv;
  if (!command || !isAdminCommand(command) || !rawEmail || extra.length > 0) fail(USAGE, 2);
  const email = rawEmail.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) fail(`"${rawEmail}" is not an email address.\n${USAGE}`, 2);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let updated: { email: string } | null;
  const answer = config.DATABASE_URL
    ? null
    : await sendAdminCommand(adminSocketPath(config.DATA_DIR), { command, email });
  if (answer === null) {
    updated = await applyDirectly(config, command, email);
  } else if ('error' in answer) {
    fail(`admin: the running server refused the command: ${answer.error}`);
  } else {
    updated = answer.email === null ? null : { email: answer.email };
  }
  if (!updated) fail(`No account with the email ${email}: they must sign up first.`);
  process.stdout.write(`${ADMIN_COMMANDS[command].done(updated.email)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`admin: ${error instanceof Error ? error.message : String(error)}`);
});
