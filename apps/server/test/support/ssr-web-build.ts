import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The loading screen the built pages paint before any script, as in apps/web/index.html. */
export const LOADING_SCREEN =
  '<div role="status" aria-live="polite"><p class="text-sm font-medium">Loading...</p></div>';

/** A built page as Vite writes it: scripts in <head>, the root div last in <body>. */
export const builtPage = (screen: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Planning Workspace</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${screen}-abc123.js">
  </head>
  <body>
    <!-- The loading screen React paints first. -->
    <div id="root">
      ${LOADING_SCREEN}
    </div>
  </body>
</html>
`;

/**
 * A stand-in for the web build's server entry, to the contract of `modules/pages/web-ssr.ts`: home
 * lists the boards, a board's stage shows its title and the cookies it was given. A board titled
 * "render fails" makes it throw.
 */
const ENTRY_SERVER = `
const BOARD = /^\\/([0-9a-f-]{36})\\/[a-z-]+\\/?$/i;
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');

export function firstReadPaths(pathname) {
  const board = BOARD.exec(pathname);
  return board ? ['/api/boards/' + board[1]] : ['/api/boards', '/api/boards/quota'];
}

export async function renderPage({ url, user, reads, cookie }) {
  const board = BOARD.exec(new URL(url, 'http://localhost').pathname);
  const signedIn = (cookie ? '<p>Cookies: ' + escape(cookie) + '</p>' : '') + '<p>Signed in as ' + escape(user.email) + '</p>';
  if (board) {
    const { title } = reads['/api/boards/' + board[1]];
    if (title === 'render fails') throw new Error('render failed');
    return '<main><h1>' + escape(title) + '</h1>' + signedIn + '</main>';
  }
  const items = reads['/api/boards'].boards.map((b) => '<li>' + escape(b.title) + '</li>').join('');
  return '<main><h1>Your boards</h1><ul>' + items + '</ul>' + signedIn + '</main>';
}
`;

/**
 * Writes a web build into a new temp dir: `dist/` (index.html and the screens' pages) and, unless
 * `ssr` is false, `dist-ssr/entry-server.js` beside it. Answers WEB_DIST and how to remove it all.
 */
export function writeWebBuild({ ssr = true }: { ssr?: boolean } = {}): { webDist: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-ssr-web-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, 'routes'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), builtPage('index'));
  for (const screen of ['home', 'login', 'register', 'board-stage']) {
    fs.writeFileSync(path.join(webDist, 'routes', `${screen}.html`), builtPage(screen));
  }
  if (ssr) {
    // As apps/web/package.json says: Node imports the entry as an ES module.
    fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  }
  return { webDist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
