/**
 * The signed-in user's ID token: the auth slice (`features/auth/stores/auth-slice.ts`) is its one
 * store, kept in memory only, and this is its one reader (the API's headers, a completion's stream,
 * an export's download, the first reads, the auth context).
 */
export function selectToken(state: { auth?: { token: string | null } }): string | null {
  return state.auth?.token ?? null;
}
