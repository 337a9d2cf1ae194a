import type { ActionResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { consumeActionCode } from './action-code-repository.js';
import { claimProvenAddress } from './address-claims.js';
import { findUsableActionCode } from './check-action-code.js';
import { endAllSessions } from './end-sessions.js';
import { checkPasswordStrength, hashPassword } from './passwords.js';
import { markEmailVerified, setPassword } from './user-repository.js';

/**
 * Uses an emailed code once: verifies the email, or sets the new password (which ends every session
 * and, since the link reached the mailbox, also marks the email verified). A verified email claims
 * the company invites and the board invitations sent to it.
 */
export async function applyActionCode(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log' | 'addressClaims'>,
  input: { code: string; newPassword?: string | undefined },
): Promise<ActionResponse> {
  const row = await findUsableActionCode(app, input.code);
  let passwordHash: string | undefined;
  if (row.mode === 'resetPassword') {
    if (input.newPassword === undefined) {
      throw new AppError('invalid-argument', 'Enter a new password to reset your password.');
    }
    checkPasswordStrength(input.newPassword, app.config.PASSWORD_MIN_LENGTH);
    passwordHash = await hashPassword(input.newPassword);
  }
  await app.db.transaction(async (tx) => {
    if (!(await consumeActionCode(tx, row.id))) {
      throw new AppError(
        'auth/invalid-action-code',
        'This link has already been used. Please ask for a new one.',
      );
    }
    await markEmailVerified(tx, row.userId, row.email);
    // The address is proven now: the company invites and board invitations sent to it become
    // memberships without another sign-in.
    await claimProvenAddress(app.addressClaims, tx, { uid: row.userId, email: row.email });
    if (passwordHash) {
      // A new password always ends every session.
      await setPassword(tx, row.userId, passwordHash);
      await endAllSessions(tx, row.userId);
    }
  });
  return { mode: row.mode, email: row.email, continueUrl: row.continueUrl };
}
