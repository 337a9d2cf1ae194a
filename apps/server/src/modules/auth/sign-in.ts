import type { SessionResponse } from '@planner/domain';
import type { FastifyReply } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findAccountByEmail } from './auth-repository.js';
import { issueSession } from './issue-session.js';
import { verifyPassword } from './passwords.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export interface SignInInput {
  email: string;
  password: string;
}

const INVALID_CREDENTIAL = 'The email or password is incorrect.';

/**
 * Email + password sign-in. An unknown email and a wrong password answer the same body after the
 * same work (one argon2 verification); failures per account + IP and per IP
 * are throttled, and a locked key stays locked even for the right password.
 */
export async function signIn(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  throttle: SignInThrottle,
  ip: string,
  input: SignInInput,
): Promise<SessionResponse> {
  const email = input.email.trim().toLowerCase();
  const lock = await throttle.attempt(email, ip);
  if (lock?.by === 'address') {
    throw new AppError(
      'auth/too-many-requests',
      'Too many failed sign-in attempts from this address. Please try again later.',
      { retryAfterSeconds: lock.retryAfterSeconds },
    );
  }
  if (lock?.by === 'account') {
    throw new AppError(
      'auth/too-many-requests',
      'Too many failed sign-in attempts. Please wait a minute and try again, or reset your password.',
      { retryAfterSeconds: lock.retryAfterSeconds },
    );
  }
  const account = await findAccountByEmail(app.db, email);
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) {
    throw new AppError('auth/invalid-credential', INVALID_CREDENTIAL);
  }
  if (account.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
  await throttle.succeeded(email, ip);
  return issueSession(app, reply, account.id);
}
