import type { ActionResponse, SessionResponse } from '@planner/domain';

import { ApiError } from '@/lib/api-error';
import { postJson, readJson } from '@/lib/http';

/** The session flows of the accounts API (`apps/server/src/modules/auth`). */

export function signIn(email: string, password: string) {
  return postJson<SessionResponse>('/auth/sign-in', { email, password });
}

export function signUp(email: string, password: string, displayName: string) {
  return postJson<SessionResponse>('/auth/sign-up', { email, password, displayName });
}

export function signOut() {
  return postJson<void>('/auth/sign-out');
}

/** Ends every session of the account: other browsers' ID tokens stop at their next request. */
export function signOutEverywhere(token: string) {
  return postJson<void>('/auth/sign-out-everywhere', undefined, token);
}

export function sendPasswordReset(email: string, continueUrl?: string) {
  return postJson<void>('/auth/password-reset', { email, continueUrl });
}

export function sendVerification(token: string, continueUrl?: string) {
  return postJson<void>('/auth/send-verification', { continueUrl }, token);
}

export function checkActionCode(code: string) {
  return postJson<ActionResponse>('/auth/action/check', { code });
}

export function applyActionCode(code: string, newPassword?: string) {
  return postJson<ActionResponse>('/auth/action', { code, newPassword });
}

let refreshing: Promise<SessionResponse | null> | null = null;

/**
 * Exchanges the refresh cookie for a new session, or null when there is none. Single-flight: the
 * refresh token rotates and a second concurrent use would look like token theft to the server.
 */
export function refreshSession(sent?: Promise<Response>): Promise<SessionResponse | null> {
  // 204: the browser holds no refresh cookie, i.e. signed out.
  refreshing ??= (
    sent
      ? sent.then(readJson<SessionResponse | undefined>)
      : postJson<SessionResponse | undefined>('/auth/refresh')
  )
    .then((session) => session ?? null)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let firstRestore: Promise<SessionResponse | null> | null = null;
/** The page load's session once its probe has answered (undefined before, or when it failed). */
let restored: { session: SessionResponse | null } | undefined;

/**
 * Takes the page load's session probe (`session-probe.ts`, sent before the app's scripts arrived)
 * before React renders (main.tsx), so the two overlap; with none it sends one.
 */
export function startSessionRestore(probe?: Promise<Response>): void {
  firstRestore ??= refreshSession(probe).then((session) => {
    restored = { session };
    return session;
  });
}

/**
 * The page load's session when its probe has already answered (the route loaders wait for it), so
 * the first render can be the signed-in or signed-out screen at once; taking it ends the restore.
 */
export function takeRestoredSession(): { session: SessionResponse | null } | undefined {
  if (restored) firstRestore = null;
  return restored;
}

/** The page load's session while React has not taken it yet (route loaders read it), else null. */
export function pendingSessionRestore(): Promise<SessionResponse | null> | null {
  return firstRestore;
}

/** The page load's session: the probe `startSessionRestore` sent (taken once), else a new one. */
export function restoreSession(): Promise<SessionResponse | null> {
  const started = firstRestore;
  firstRestore = null;
  return started ?? refreshSession();
}

/** Records the signed-in user on the server after sign-in or sign-up (spec 4); a failure is only logged. */
export async function updateUserRecord(token: string): Promise<void> {
  try {
    await postJson<unknown>('/functions/updateUserRecord', { data: {} }, token);
  } catch (error) {
    console.warn('Failed to update user record', error);
  }
}
