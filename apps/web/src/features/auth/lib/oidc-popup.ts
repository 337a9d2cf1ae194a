import {
  OIDC_POPUP_MESSAGE_TYPE,
  type OidcPopupMessage,
  type OidcProviderId,
  type SessionResponse,
} from '@planner/domain';

import {
  MEMBERSHIPS_REFETCH_DELAY_MS,
  POPUP_CLOSED_DELAY_MS,
  SIGN_IN_POPUP_HEIGHT,
  SIGN_IN_POPUP_WIDTH,
} from '@/config/ui-constants';
import { ApiError } from '@/lib/api-error';

const POPUP_NAME = 'planner-oidc';
const CLOSED_POLL_MS = 500;

/** The popup's message (`OidcPopupMessageSchema`), checked by hand to keep zod off the login screen. */
function isPopupMessage(data: unknown): data is OidcPopupMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.type !== OIDC_POPUP_MESSAGE_TYPE) return false;
  return m.ok === true || (m.ok === false && typeof m.code === 'string' && typeof m.message === 'string');
}

/** The sign-in still waiting for its popup; a new one cancels it (as the identity SDKs do). */
let pending: { cancel(): void } | null = null;

function popupFeatures(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SIGN_IN_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SIGN_IN_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${SIGN_IN_POPUP_WIDTH},height=${SIGN_IN_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the provider's sign-in in a 500 x 600 popup centred on the window and resolves when the
 * server has set our refresh cookie. Rejects with an ApiError: auth/popup-blocked,
 * auth/popup-closed-by-user (8 s after the popup closed without a result),
 * auth/cancelled-popup-request, or the server's code.
 */
export function openSignInPopup(provider: OidcProviderId, win: Window = window): Promise<void> {
  pending?.cancel();
  const popup = win.open(`/api/auth/oidc/${provider}/start`, POPUP_NAME, popupFeatures(win));
  if (!popup) {
    return Promise.reject(
      new ApiError(0, 'auth/popup-blocked', 'The sign-in popup was blocked by the browser.'),
    );
  }
  popup.focus();

  return new Promise<void>((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      // The last message may still be on its way: wait the spec's delay before giving up.
      if (popup.closed && closedTimer === undefined) {
        closedTimer = setTimeout(
          () => finish(new ApiError(0, 'auth/popup-closed-by-user', 'The sign-in popup was closed.')),
          POPUP_CLOSED_DELAY_MS,
        );
      }
    }, CLOSED_POLL_MS);

    function finish(error?: ApiError) {
      clearInterval(poll);
      clearTimeout(closedTimer);
      win.removeEventListener('message', onMessage);
      if (pending === current) pending = null;
      if (error) reject(error);
      else resolve();
    }

    function onMessage(event: MessageEvent) {
      if (event.origin !== win.location.origin) return;
      if (!isPopupMessage(event.data)) return;
      const message = event.data;
      finish(message.ok ? undefined : new ApiError(0, message.code, message.message));
    }

    const current = {
      cancel: () =>
        finish(new ApiError(0, 'auth/cancelled-popup-request', 'Another sign-in popup was opened.')),
    };
    pending = current;
    win.addEventListener('message', onMessage);
  });
}

export interface OidcSignInDeps {
  /** `POST /api/auth/refresh`: turns the cookie the popup got into our ID token (null: no session). */
  refreshSession(): Promise<SessionResponse | null>;
  applySession(session: SessionResponse): void;
  /** Runs 3 seconds after sign-in: updates the user record and fetches the memberships again. */
  afterSignIn(idToken: string): Promise<unknown>;
}

/**
 * Sign in with the configured provider in a popup. Spec 8: a failure is only logged; spec 9: the
 * memberships are fetched again 3 seconds after sign-in, a failure there is only logged too.
 */
export async function googleSignIn(provider: OidcProviderId, deps: OidcSignInDeps): Promise<void> {
  let session: SessionResponse;
  try {
    await openSignInPopup(provider);
    const refreshed = await deps.refreshSession();
    if (!refreshed) throw new ApiError(401, 'auth/user-token-expired', 'The new session could not be read.');
    session = refreshed;
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'unknown';
    console.error(`Sign-in with ${provider} failed: ${code}`, error);
    return;
  }
  deps.applySession(session);
  setTimeout(() => {
    deps
      .afterSignIn(session.idToken)
      .catch((error: unknown) => console.error('Fetching memberships failed', error));
  }, MEMBERSHIPS_REFETCH_DELAY_MS);
}
