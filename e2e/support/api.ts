import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import type { SessionResponse } from '@planner/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import type { E2eServer } from './servers.js';
import { servers } from './servers.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  session: SessionResponse;
}

/** A fresh address per call, so specs never share accounts. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs a user up over HTTP (`POST /api/auth/sign-up`). With `page.request` the refresh cookie lands
 * in the page's browser context, so the app starts signed in.
 */
export async function signUp(
  request: APIRequestContext,
  account: Partial<Omit<TestAccount, 'session'>> = {},
): Promise<TestAccount> {
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? `pw-${randomUUID()}`;
  const displayName = account.displayName ?? 'E2E User';
  const response = await request.post('/api/auth/sign-up', { data: { email, password, displayName } });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password, displayName, session: (await response.json()) as SessionResponse };
}

/** Signs in over HTTP (`POST /api/auth/sign-in`); a new ID token carries a newly granted admin claim. */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionResponse> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionResponse;
}

/** Runs the built admin CLI (`npm run admin -- <command> <email>`) against a running e2e server's database. */
export function adminCli(command: 'grant' | 'revoke', email: string, server: E2eServer = servers.main): void {
  const result = spawnSync(process.execPath, ['apps/server/dist/cli/admin.js', command, email], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...server.env, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `admin ${command} ${email} failed: ${result.stderr || result.stdout || String(result.error)}`,
    );
  }
}

/** Makes an account a platform admin; sign in again (or refresh) for the claim to reach the ID token. */
export function grantAdmin(email: string, server: E2eServer = servers.main): void {
  adminCli('grant', email, server);
}

/** `POST /api/functions/<name>` with `{ data }` as the token's user; the answer's `result`. */
export async function callFunction<T>(
  request: APIRequestContext,
  token: string,
  name: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/functions/${name}`, {
    data: { data },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** Drafts the business idea (prompt 1.1.2) of a board over HTTP; the draft's text. */
export async function draftBusinessIdea(
  request: APIRequestContext,
  token: string,
  boardId: string,
  initialIdea: string,
): Promise<string> {
  const response = await request.post('/api/idea/completion', {
    headers: { authorization: `Bearer ${token}` },
    data: { promptVersion: '1.1.2', boardId, initialIdea },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { completion: string }).completion;
}
