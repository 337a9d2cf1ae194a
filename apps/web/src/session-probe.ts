/**
 * The page's only script, an entry of its own: the session probe (`POST /api/auth/refresh`) leaves
 * as soon as this tiny file arrives, while the app's scripts are still on their way; main.tsx hands
 * its answer to the auth client.
 */
export const sessionProbe: Promise<Response> = fetch('/api/auth/refresh', {
  method: 'POST',
  credentials: 'same-origin',
});
// The auth client reads a failure (offline, say); until then it is no unhandled rejection.
sessionProbe.catch(() => undefined);

/**
 * The app's entry (preloaded by the page, `data-app-entry`) runs once the page as sent is painted
 * (the task after the next frame; at the latest after 500 ms, as a tab in the background paints
 * none): the server's screen, or the static loading screen, is never held up by the app's start.
 */
const appEntry = document.querySelector<HTMLLinkElement>('link[data-app-entry]')?.href;
if (appEntry) {
  let started = false;
  const start = () => {
    if (!started) void import(/* @vite-ignore */ appEntry);
    started = true;
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}
