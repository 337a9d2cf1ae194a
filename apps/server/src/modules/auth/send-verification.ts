import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { checkContinueUrl, sendActionEmail } from './action-codes.js';
import { findAccountById } from './user-repository.js';

/** Emails the signed-in user a new verification link; nothing to send once the email is verified. */
export async function sendVerification(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  userId: string,
  input: { continueUrl?: string | undefined },
): Promise<void> {
  const continueUrl = checkContinueUrl(app.config, input.continueUrl);
  const account = await findAccountById(app.db, userId);
  if (!account) throw new AppError('unauthenticated', 'This account no longer exists.');
  if (account.emailVerified) return;
  try {
    await sendActionEmail(app, account, 'verifyEmail', continueUrl);
  } catch (err) {
    throw new AppError('unavailable', 'We could not send the email just now. Please try again.', {
      cause: err,
    });
  }
}
