import type { ActionMode } from '@planner/domain';
import { continuePath } from '@planner/domain';

import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { insertActionCode } from './action-code-repository.js';
import { actionEmail } from './auth-emails.js';
import { hashSecret, randomSecret } from './secret-tokens.js';
import type { Account } from './user-repository.js';

/** How long each kind of emailed code works. */
export const ACTION_CODE_TTL_MS = {
  verifyEmail: 72 * 3_600_000,
  resetPassword: 3_600_000,
} as const satisfies Record<ActionMode, number>;

/**
 * Continue URLs lead back into our own app only (no open redirect through our emails): a normalised
 * path, answered as the absolute URL on APP_ORIGIN, whatever origin the client was opened at.
 */
export function checkContinueUrl(config: Config, continueUrl: string | undefined): string | null {
  if (continueUrl === undefined) return null;
  const path = continuePath(continueUrl, config.APP_ORIGIN);
  if (path === null) {
    throw new AppError(
      'invalid-argument',
      `The continue URL must be a path on this app, like /login (or a URL on ${config.APP_ORIGIN}).`,
    );
  }
  return `${config.APP_ORIGIN}${path}`;
}

/** `${APP_ORIGIN}/auth/action?mode=...&oobCode=...[&continueUrl=...]`: the web app applies the code. */
export function actionLink(config: Config, mode: ActionMode, code: string, continueUrl: string | null) {
  const url = new URL('/auth/action', config.APP_ORIGIN);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', code);
  if (continueUrl) url.searchParams.set('continueUrl', continueUrl);
  return url.toString();
}

/** Stores a new single-use code (hashed) for the account and emails its link. */
export async function sendActionEmail(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  account: Account,
  mode: ActionMode,
  continueUrl: string | null,
): Promise<void> {
  const code = randomSecret();
  await insertActionCode(app.db, {
    userId: account.id,
    mode,
    codeHash: hashSecret(code),
    email: account.email,
    continueUrl,
    expiresAt: new Date(Date.now() + ACTION_CODE_TTL_MS[mode]),
  });
  await app.mailer.send(actionEmail(mode, account, actionLink(app.config, mode, code, continueUrl)));
}
