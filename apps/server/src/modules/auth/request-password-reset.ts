import type { FastifyBaseLogger } from 'fastify';

import type { Deps } from '../../lib/fastify.js';
import { checkContinueUrl, sendActionEmail } from './action-codes.js';
import { findAccountByEmail } from './user-repository.js';

/**
 * Emails a password-reset link when the account exists. The caller always gets the same 204, and the
 * email goes out after the answer, so neither the body nor the timing tells whether it exists.
 */
export async function requestPasswordReset(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  log: FastifyBaseLogger,
  input: { email: string; continueUrl?: string | undefined },
  background: (task: Promise<void>) => void,
): Promise<void> {
  const continueUrl = checkContinueUrl(app.config, input.continueUrl);
  const account = await findAccountByEmail(app.db, input.email.trim().toLowerCase());
  if (!account || account.disabled) return;
  background(
    sendActionEmail(app, account, 'resetPassword', continueUrl).catch((err: unknown) => {
      log.error({ err }, 'could not send the password-reset email');
    }),
  );
}
