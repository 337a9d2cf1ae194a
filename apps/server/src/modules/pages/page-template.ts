const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';
const INERT_ROOT_OPEN = '<div id="root" inert>';

/** A screen's built page cut around the contents of its root div (the static loading screen). */
export interface PageTemplate {
  /** Everything up to and including `<div id="root">`. */
  before: string;
  /** Everything from the root's `</div>` on. */
  after: string;
}

/**
 * Cuts a built page around its root div's contents. The root div is the last element of <body>
 * (Vite moves the scripts to <head>), so its `</div>` is the last one before `</body>`; any other
 * shape is refused (null) rather than guessed at.
 */
export function cutAtRoot(html: string): PageTemplate | null {
  const start = html.indexOf(ROOT_OPEN);
  const bodyEnd = html.lastIndexOf('</body>');
  const end = bodyEnd < 0 ? -1 : html.lastIndexOf(ROOT_CLOSE, bodyEnd);
  if (start < 0 || end < start + ROOT_OPEN.length) return null;
  if (html.slice(end + ROOT_CLOSE.length, bodyEnd).trim() !== '') return null;
  return { before: html.slice(0, start + ROOT_OPEN.length), after: html.slice(end) };
}

const UNSAFE_IN_HTML = /[<>&\u2028\u2029]/g;

/** JSON that cannot end its <script> element or open a comment: <, >, & and U+2028/9 as \u escapes. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_HTML,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the rendered screen in its root div and, right after it, the reads it was rendered
 * from (`#page-state`, not executable: `script-src 'self'` holds), for the client to hydrate with.
 * The root is `inert` until the app has hydrated it (apps/web, hydrate-page.tsx): nothing can be typed
 * into or clicked on a screen the app does not run yet, so nothing typed is lost.
 */
export function fillPage(template: PageTemplate, rootHtml: string, reads: Record<string, unknown>): string {
  const state = `<script type="application/json" id="page-state">${jsonInHtml({ reads })}</script>`;
  const before = template.before.slice(0, -ROOT_OPEN.length);
  const after = template.after.slice(ROOT_CLOSE.length);
  return `${before}${INERT_ROOT_OPEN}${rootHtml}${ROOT_CLOSE}${state}${after}`;
}
