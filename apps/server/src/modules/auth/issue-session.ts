import { randomUUID } from 'node:crypto';

import type { AuthUser, SessionResponse } from '@planner/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { insertRefreshToken } from './refresh-token-repository.js';
import { hashSecret, randomSecret } from './secret-tokens.js';
import type { Account } from './user-repository.js';
import { findAccountById, recordSignIn } from './user-repository.js';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent with page loads too, so the server can render a signed-in screen (modules/pages). */
const REFRESH_COOKIE_PATH = '/';
/**
 * Where the cookie lived before: a browser holding one there would send it first to /api/auth/*,
 * beside the new one, so it is cleared whenever the cookie is set or cleared.
 */
const LEGACY_REFRESH_COOKIE_PATH = '/api/auth';

export function toAuthUser(account: Account): AuthUser {
  return {
    uid: account.id,
    email: account.email,
    displayName: account.displayName,
    emailVerified: account.emailVerified,
    admin: account.isAdmin,
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a cookie-authenticated request may come from: APP_ORIGIN, and for a loopback
 * APP_ORIGIN the same scheme and port under any loopback name (one machine, one server).
 */
function allowedOrigins(appOrigin: string): Set<string> {
  const url = new URL(appOrigin);
  if (!LOOPBACK.has(url.hostname)) return new Set([url.origin]);
  return new Set([...LOOPBACK].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`));
}

/**
 * CSRF guard of the routes the refresh cookie authenticates: SameSite=Strict does not stop a page
 * of the same site on another port, so the request's Origin must be the app's own.
 */
export function requireAppOrigin(config: Config) {
  const allowed = allowedOrigins(config.APP_ORIGIN);
  return async (request: FastifyRequest) => {
    if (!allowed.has(request.headers.origin ?? '')) {
      throw new AppError(
        'permission-denied',
        `This request must come from the app's own pages: its Origin header must be ${config.APP_ORIGIN}.`,
      );
    }
  };
}

export function refreshTokenExpiry(config: Config, now = Date.now()): Date {
  return new Date(now + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

function cookieOptions(app: Deps<'config'>, path: string) {
  return { httpOnly: true, secure: app.config.COOKIE_SECURE, sameSite: 'strict' as const, path };
}

export function setRefreshCookie(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(app, REFRESH_COOKIE_PATH), expires: expiresAt });
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(app, LEGACY_REFRESH_COOKIE_PATH));
}

export function clearRefreshCookie(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(app, REFRESH_COOKIE_PATH));
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(app, LEGACY_REFRESH_COOKIE_PATH));
}

/**
 * Every refresh_token the request carries, in the order sent: a browser that still holds the legacy
 * cookie sends it first (the longer path) beside the new one. `request.cookies` keeps only the first.
 */
export function presentedRefreshTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  return header.split(';').flatMap((pair) => {
    const value = request.server.parseCookie(pair)[REFRESH_COOKIE];
    return value ? [value] : [];
  });
}

/** A fresh ID token of one session for the account as the database has it now (admin claim included). */
export async function sessionResponse(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  account: Account,
  sessionId: string,
): Promise<SessionResponse> {
  const idToken = await app.tokens.sign({
    sub: account.id,
    email: account.email,
    name: account.displayName,
    email_verified: account.emailVerified,
    admin: account.isAdmin,
    sid: sessionId,
    ver: account.tokenVersion,
  });
  return { idToken, expiresIn: app.tokens.ttlSeconds, user: toAuthUser(account) };
}

/**
 * Starts a session for an account that has just proven who it is (password, sign-up, OpenID
 * Connect): a new refresh-token family in the cookie, a new ID token in the answer.
 */
export async function issueSession(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  userId: string,
): Promise<SessionResponse> {
  const account = await findAccountById(app.db, userId);
  if (!account) throw new AppError('unauthenticated', 'This account no longer exists.');
  if (account.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
  const token = randomSecret();
  const expiresAt = refreshTokenExpiry(app.config);
  const familyId = randomUUID();
  await insertRefreshToken(app.db, { userId, familyId, tokenHash: hashSecret(token), expiresAt });
  await recordSignIn(app.db, userId);
  setRefreshCookie(app, reply, token, expiresAt);
  return sessionResponse(app, account, familyId);
}
