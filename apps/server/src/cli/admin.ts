import path from 'node:path';

import { EmailSchema } from '@planner/domain';

import { ConfigError, loadConfig } from '../config/env.js';
import type { Executor } from '../db/client.js';

/**
 * `npm run admin -- <command> <email>`: grants or revokes the platform-admin flag, or disables or
 * re-enables an account, in the database the server uses (same environment, same DATA_DIR).
 */
const USAGE = 'Usage: npm run admin -- <grant|revoke|disable|enable> <email>';

/** The database code loads only once the arguments are known to be right (usage errors stay instant). */
const repository = () => import('../modules/auth/auth-repository.js');

const COMMANDS = {
  grant: {
    apply: async (db, email) => (await repository()).setAdminByEmail(db, email, true),
    done: (email) =>
      `Granted platform admin to ${email}: admin routes accept them now, and their next ID token carries the admin claim.`,
  },
  revoke: {
    apply: async (db, email) => (await repository()).setAdminByEmail(db, email, false),
    done: (email) =>
      `Revoked platform admin from ${email}: admin routes refuse them now, and their next ID token drops the admin claim.`,
  },
  disable: {
    apply: async (db, email) => (await repository()).setDisabledByEmail(db, email, true),
    done: (email) => `Disabled ${email} and ended every session of theirs.`,
  },
  enable: {
    apply: async (db, email) => (await repository()).setDisabledByEmail(db, email, false),
    done: (email) => `Enabled ${email}; they can sign in again.`,
  },
} satisfies Record<
  string,
  {
    apply: (db: Executor, email: string) => Promise<{ email: string } | null>;
    done: (email: string) => string;
  }
>;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main(argv: string[]) {
  const [command, rawEmail, ...extra] = argv;
  if (!command || !(command in COMMANDS) || !rawEmail || extra.length > 0) fail(USAGE, 2);
  const email = rawEmail.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) fail(`"${rawEmail}" is not an email address.\n${USAGE}`, 2);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { openDatabase } = await import('../db/client.js');
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  let updated;
  try {
    updated = await COMMANDS[command as keyof typeof COMMANDS].apply(handle.db, email);
  } finally {
    await handle.close();
  }
  if (!updated) fail(`No account with the email ${email}: they must sign up first.`);
  process.stdout.write(`${COMMANDS[command as keyof typeof COMMANDS].done(updated.email)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`admin: ${error instanceof Error ? error.message : String(error)}`);
});
