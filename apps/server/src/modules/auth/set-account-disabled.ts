import type { Executor } from '../../db/client.js';
import { endAllSessions } from './end-sessions.js';
import { setDisabledByEmail } from './user-repository.js';

/** Disables an account, ending every session of theirs, or enables it again; null for an unknown email. */
export async function setAccountDisabled(
  db: Executor,
  email: string,
  disabled: boolean,
): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    const row = await setDisabledByEmail(tx, email, disabled);
    if (row && disabled) await endAllSessions(tx, row.id);
    return row && { email: row.email };
  });
}
