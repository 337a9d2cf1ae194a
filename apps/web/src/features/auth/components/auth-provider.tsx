import type { SessionResponse } from '@planner/domain';
import * as React from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';

import { TOKEN_REFRESH_MARGIN_MS } from '@/config/ui-constants';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { ApiError, errorMessage } from '@/lib/api-error';
import { resetAll } from '@/lib/reset-all';
import { selectToken } from '@/lib/root-reducer';
import { showToast } from '@/lib/toast';

import {
  refreshSession,
  restoreSession,
  sendPasswordReset,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  takeRestoredSession,
  updateUserRecord,
} from '../api/auth-client';
import { getOidcProviders } from '../api/oidc-api';
import { AuthContext, type AuthContextValue, type AuthUserInfo } from '../hooks/use-auth';
import { setToken } from '../stores/auth-slice';

const SessionSync = React.lazy(() => import('./session-sync'));

/** Never refresh more often than this, even for very short-lived tokens. */
const MIN_REFRESH_DELAY_MS = 10_000;
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

interface Session {
  /** The user without the token: the auth slice is the token's one store. */
  user: Omit<AuthUserInfo, 'token'>;
  isAdmin: boolean;
  expiresAt: number;
}

function toSession(response: SessionResponse): Session {
  const { user, expiresIn } = response;
  return {
    user: {
      uid: user.uid,
      displayName: user.displayName,
      email: user.email,
      emailVerified: user.emailVerified,
    },
    isAdmin: user.admin,
    expiresAt: Date.now() + expiresIn * 1000,
  };
}

/** The session a server's page render gives, in place of the page's probe (entry-server.tsx). */
export const PresetSessionContext = React.createContext<{ session: SessionResponse } | undefined>(undefined);

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** Cached queries are dropped on sign-out; the API module is loaded only once someone signed in. */
async function resetApiCache(dispatch: ReturnType<typeof useDispatch>) {
  const { api } = await import('@/lib/api');
  dispatch(api.util.resetApiState());
}

/** Memberships are fetched again after the user record is updated (spec 7). */
async function invalidateMemberships(dispatch: ReturnType<typeof useDispatch>) {
  const { api } = await import('@/lib/api');
  dispatch(api.util.invalidateTags(['Memberships']));
}

/**
 * Owns the session: the ID token lives only in memory, in the auth slice (read with `selectToken`), is refreshed
 * through the HttpOnly refresh cookie 5 minutes before it expires, and is restored on reload by one
 * refresh at start.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The route loaders wait for the page's session probe: it has usually answered by the first render.
  const preset = React.use(PresetSessionContext);
  const [restored] = React.useState(() => preset ?? takeRestoredSession());
  const [session, setSession] = React.useState<Session | null>(() =>
    restored?.session ? toSession(restored.session) : null,
  );
  const [loading, setLoading] = React.useState(restored === undefined);
  const [authError, setAuthError] = React.useState(false);
  const token = useSelector(selectToken);
  const isAdmin = session?.isAdmin ?? false;
  // The session's watcher (memberships, polling) and its chunk wait until the first screen is painted.
  const painted = useAfterPaint();

  const applySession = React.useCallback(
    (response: SessionResponse | null) => {
      setSession(response ? toSession(response) : null);
      dispatch(setToken(response?.idToken ?? null));
    },
    [dispatch],
  );

  const refresh = React.useCallback(async () => {
    applySession(await refreshSession().catch(() => null));
  }, [applySession]);

  // Restore the session once at start; `loading` stays true until this answers.
  React.useEffect(() => {
    if (restored) {
      dispatch(setToken(restored.session?.idToken ?? null));
      return;
    }
    let cancelled = false;
    void restoreSession()
      .catch(() => null)
      .then((response) => {
        if (cancelled) return;
        // The first screen renders in slices (a transition), not in one long task.
        React.startTransition(() => {
          applySession(response);
          setLoading(false);
        });
      });
    return () => {
      cancelled = true;
    };
  }, [applySession, dispatch, restored]);

  // Refresh the ID token 5 minutes before it expires.
  React.useEffect(() => {
    if (!session) return;
    const delay = Math.max(session.expiresAt - Date.now() - TOKEN_REFRESH_MARGIN_MS, MIN_REFRESH_DELAY_MS);
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [session, refresh]);

  const afterSignIn = React.useCallback(
    async (idToken: string) => {
      await updateUserRecord(idToken);
      await invalidateMemberships(dispatch);
    },
    [dispatch],
  );

  const logout = React.useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      if (everywhere && token) {
        try {
          await signOutEverywhere(token);
        } catch (error) {
          showToast('error', 'Could not sign out of all devices', { description: errorMessage(error) });
          return;
        }
      } else {
        await signOut().catch((error: unknown) => console.warn('Sign-out failed', error));
      }
      applySession(null);
      await resetApiCache(dispatch);
      dispatch(resetAll());
      setAuthError(false);
      navigate('/login');
    },
    [applySession, dispatch, navigate, token],
  );

  const onUnauthenticated = React.useCallback(async () => {
    // An expired token (e.g. after sleep) gets one refresh; no session left means signed out.
    const response = await refreshSession().catch(() => null);
    if (response) applySession(response);
    else await logout();
  }, [applySession, logout]);

  const login = React.useCallback(
    async (email: string, password: string) => {
      try {
        const response = await signIn(email, password);
        setAuthError(false);
        applySession(response);
        await afterSignIn(response.idToken);
      } catch (error) {
        // Spec 8: only an invalid credential sets authError.
        setAuthError(codeOf(error) === 'auth/invalid-credential');
        throw error;
      }
    },
    [applySession, afterSignIn],
  );

  const register = React.useCallback(
    async (email: string, password: string, displayName: string) => {
      try {
        const response = await signUp(email, password, displayName);
        setAuthError(false);
        applySession(response);
        await afterSignIn(response.idToken);
        navigate('/', { replace: true });
      } catch (error) {
        if (codeOf(error) !== 'auth/email-already-in-use') throw error;
        // Spec 8: an existing email sets authError and the user still goes to /.
        setAuthError(true);
        navigate('/', { replace: true });
      }
    },
    [applySession, afterSignIn, navigate],
  );

  const resetPassword = React.useCallback(async (email: string) => {
    try {
      await sendPasswordReset(email, '/login');
    } catch (error) {
      setAuthError(codeOf(error) === 'auth/user-not-found');
      throw error;
    }
  }, []);

  const googleSignIn = React.useCallback(async () => {
    const [provider] = await getOidcProviders();
    if (!provider) return showToast('info', GOOGLE_NOT_CONFIGURED);
    // The popup code loads on click: its domain constants share a module with zod schemas.
    const { googleSignIn: signInWithPopup } = await import('../lib/oidc-popup');
    await signInWithPopup(provider.id, { refreshSession, applySession, afterSignIn });
  }, [applySession, afterSignIn]);

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user: session && token ? { ...session.user, token } : null,
      isAdmin,
      token,
      loading,
      authError,
      login,
      googleSignIn,
      register,
      resetPassword,
      logout,
      refresh,
    }),
    [
      session,
      isAdmin,
      token,
      loading,
      authError,
      login,
      googleSignIn,
      register,
      resetPassword,
      logout,
      refresh,
    ],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {token && painted && (
        <React.Suspense fallback={null}>
          <SessionSync
            isAdmin={isAdmin}
            onClaimsChanged={refresh}
            onDisabled={logout}
            onUnauthenticated={onUnauthenticated}
          />
        </React.Suspense>
      )}
    </AuthContext.Provider>
  );
}
