import * as React from 'react';

/** Spec section 3, "Auth context". */
export interface AuthUserInfo {
  uid: string;
  displayName: string;
  email: string;
  /** Unverified accounts see a banner; company invites wait for verification. */
  emailVerified: boolean;
  token: string;
}

export interface AuthContextValue {
  user: AuthUserInfo | null;
  isAdmin: boolean;
  token: string | null;
  /** True until the first answer about the session (the refresh at start). */
  loading: boolean;
  authError: boolean;
  login: (email: string, password: string) => Promise<void>;
  googleSignIn: () => Promise<void>;
  register: (email: string, password: string, displayName: string) => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  /** Signs out here; `everywhere` first ends every session of the account ("Sign out of all devices"). */
  logout: (options?: { everywhere?: boolean }) => Promise<void>;
  /** Gets a fresh ID token through the refresh cookie (a changed claim, a session started elsewhere). */
  refresh: () => Promise<void>;
}

export const AuthContext = React.createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider.');
  return context;
}
