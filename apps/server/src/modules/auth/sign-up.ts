import type { SessionResponse } from '@planner/domain';
import type { FastifyReply } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { sendActionEmail } from './action-codes.js';
import { issueSession } from './issue-session.js';
import { checkPasswordStrength, hashPassword } from './passwords.js';
import { insertAccount } from './user-repository.js';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

/** Creates an email + password account, signs it in and sends the verification email. */
export async function signUp(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  input: SignUpInput,
): Promise<SessionResponse> {
  checkPasswordStrength(input.password, app.config.PASSWORD_MIN_LENGTH);
  const account = await insertAccount(app.db, {
    email: input.email.trim().toLowerCase(),
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
  });
  if (!account) {
    throw new AppError('auth/email-already-in-use', 'An account with this email already exists.');
  }
  // The account exists either way; a mail failure must not lose it (the user can ask again).
  await sendActionEmail(app, account, 'verifyEmail', null).catch((err: unknown) => {
    reply.log.error({ err }, 'could not send the verification email after sign-up');
  });
  return issueSession(app, reply, account.id);
}
