import { afterNextPaint } from '@/lib/after-paint';

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
 * The app's entry (`data-app-entry`) runs once the page as sent is painted and shown
 * (`afterNextPaint`): the server's screen, or the static loading screen, is never held up by the
 * app's start. A page the server may render holds its preloads in a template until then, so that its
 * first paint shares the network with no script (index-html.ts).
 */
const held = document.querySelector<HTMLTemplateElement>('template[data-app-preloads]')?.content;
const appEntry = (held ?? document).querySelector('link[data-app-entry]')?.getAttribute('href');
if (appEntry) {
  afterNextPaint(() => {
    if (held) document.head.append(held);
    void import(/* @vite-ignore */ appEntry);
  });
}
