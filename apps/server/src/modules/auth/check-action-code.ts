import type { ActionResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { ActionCodeRow } from './action-code-repository.js';
import { findActionCode } from './action-code-repository.js';
import { hashSecret } from './secret-tokens.js';

/** The stored code behind an emailed one, if it can still be used. */
export async function findUsableActionCode(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  code: string,
): Promise<ActionCodeRow> {
  const row = await findActionCode(app.db, hashSecret(code));
  if (!row || row.usedAt) {
    throw new AppError(
      'auth/invalid-action-code',
      'This link is not valid: it may be malformed or already used. Please ask for a new one.',
    );
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('auth/expired-action-code', 'This link has expired. Please ask for a new one.');
  }
  return row;
}

/** Tells what a code is for without using it (the reset page shows the email first). */
export async function checkActionCode(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  code: string,
): Promise<ActionResponse> {
  const row = await findUsableActionCode(app, code);
  return { mode: row.mode, email: row.email, continueUrl: row.continueUrl };
}
