import type { Executor } from '../db/client.js';

/** The database code loads only once the arguments are known to be right (usage errors stay instant). */
const repository = () => import('../modules/auth/user-repository.js');
const accounts = () => import('../modules/auth/set-account-disabled.js');

export interface AdminCommand {
  apply: (db: Executor, email: string) => Promise<{ email: string } | null>;
  done: (email: string) => string;
}

/** What `npm run admin` can do; the CLI runs it on the database or asks the running server to. */
export const ADMIN_COMMANDS = {
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
    apply: async (db, email) => (await accounts()).setAccountDisabled(db, email, true),
    done: (email) => `Disabled ${email} and ended every session of theirs.`,
  },
  enable: {
    apply: async (db, email) => (await accounts()).setAccountDisabled(db, email, false),
    done: (email) => `Enabled ${email}; they can sign in again.`,
  },
} satisfies Record<string, AdminCommand>;

export type AdminCommandName = keyof typeof ADMIN_COMMANDS;

export function isAdminCommand(name: string): name is AdminCommandName {
  return Object.hasOwn(ADMIN_COMMANDS, name);
}
