/**
 * The page's session probe (`POST /api/auth/refresh`), an entry of its own that the page runs before
 * the app: the request leaves as soon as this tiny file arrives, while the app's scripts are still on
 * their way. main.tsx hands the answer to the auth client, which reads it.
 */
export const sessionProbe: Promise<Response> = fetch('/api/auth/refresh', {
  method: 'POST',
  credentials: 'same-origin',
});
// The auth client reads a failure (offline, say); until then it is no unhandled rejection.
sessionProbe.catch(() => undefined);
