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
/** Preloads added per task: starting each request costs the main thread, ~60 at once made a long task. */
const PRELOADS_PER_TASK = 8;

if (appEntry) {
  afterNextPaint(async () => {
    const links = held ? [...held.children] : [];
    while (links.length > 0) {
      document.head.append(...links.splice(0, PRELOADS_PER_TASK));
      await new Promise((resolve) => setTimeout(resolve));
    }
    await import(/* @vite-ignore */ appEntry);
  });
}
