import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { SessionResponse } from '@planner/domain';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';

import { actionCodes } from '../../src/db/schema/action-codes.js';
import { refreshTokens } from '../../src/db/schema/refresh-tokens.js';
import { users } from '../../src/db/schema/users.js';
import type { App } from '../../src/lib/fastify.js';

export const PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The refresh_token cookie a response set (undefined when it set none). */
export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}

export interface SignedUp {
  email: string;
  password: string;
  session: SessionResponse;
  refreshToken: string;
  authorization: { authorization: string };
}

/** Signs up over HTTP and returns the session and its refresh cookie. */
export async function signUpOverHttp(
  app: App,
  options: { email?: string; password?: string; displayName?: string; remoteAddress?: string } = {},
): Promise<SignedUp> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password, displayName: options.displayName ?? 'Ada Lovelace' },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = res.json<SessionResponse>();
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('sign-up set no refresh cookie');
  return {
    email: email.toLowerCase(),
    password,
    session,
    refreshToken: cookie.value,
    authorization: { authorization: `Bearer ${session.idToken}` },
  };
}

/** The Origin of the app's own pages in tests (APP_ORIGIN of `buildTestApp`): cookie routes require it. */
export const APP_PAGE = { origin: 'http://localhost:3000' };

export function refreshWith(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: APP_PAGE,
    cookies: { refresh_token: refreshToken },
  });
}

export function signOutWith(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: APP_PAGE,
    cookies: { refresh_token: refreshToken },
  });
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every .eml the outbox mailer wrote, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        file,
        to: to?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** The action link in a mail's plain text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/auth\/action\?\S+/.exec(text);
  if (!match) throw new Error(`no action link in: ${text}`);
  return new URL(match[0]);
}

/** Waits for the newest outbox mail to an address with a subject (reset mail goes out after the 204). */
export async function waitForOutboxMail(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dataDir)).reverse().find((m) => m.to === to && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Everything the auth tables hold, to assert that a refused request wrote nothing. */
export async function snapshotAuthTables(app: App) {
  return {
    users: await app.db.select().from(users).orderBy(asc(users.id)),
    refreshTokens: await app.db.select().from(refreshTokens).orderBy(asc(refreshTokens.id)),
    actionCodes: await app.db.select().from(actionCodes).orderBy(asc(actionCodes.id)),
  };
}
