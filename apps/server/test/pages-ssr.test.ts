import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../src/db/schema/users.js';
import type { TestContext } from './helper.js';
import { buildTestApp, createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import type { SignedUp } from './support/auth-http.js';
import { refreshCookieOf, refreshWith, signOutWith, signUpOverHttp } from './support/auth-http.js';
import { spawnServer, waitHealthy } from './support/server-process.js';
import { builtPage, LOADING_SCREEN, writeWebBuild } from './support/ssr-web-build.js';

const STAGE = 'target-audience';
const UNKNOWN_BOARD = '0b6c1c7e-4f8a-4d59-9a52-3c0f1e2d4b5a';
const PAGE_STATE = /<script type="application\/json" id="page-state">([^<]*)<\/script>/;

/** The reads a server-rendered page carries for the client (#page-state). */
function pageState(html: string): { reads: Record<string, unknown> } {
  const match = PAGE_STATE.exec(html);
  if (!match) throw new Error(`no #page-state in ${html}`);
  return JSON.parse(match[1]!) as { reads: Record<string, unknown> };
}

describe('GET / and /<board>/<stage> rendered on the server for a signed-in user', () => {
  let ctx: TestContext;
  let build: ReturnType<typeof writeWebBuild>;
  const logLines: string[] = [];
  beforeAll(async () => {
    build = writeWebBuild();
    ctx = await buildTestApp(
      // No grace window: a second use of a rotated cookie on /api/auth/refresh is reuse at once.
      { WEB_DIST: build.webDist, REFRESH_REUSE_GRACE_SECONDS: '0', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await ctx.close();
    build.remove();
  });

  const page = (url: string, refreshToken?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers,
      ...(refreshToken ? { cookies: { refresh_token: refreshToken } } : {}),
    });
  const read = async (user: SignedUp, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user.authorization });
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  const createBoard = async (user: SignedUp, title: string): Promise<string> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: user.authorization,
      payload: { data: { title } },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: { id: string } }).result.id;
  };
  /** The static page of a screen, exactly as the build wrote it, with the headers it had before. */
  const expectStaticPage = (res: LightMyRequestResponse, screen: string, why: string) => {
    expect(res.statusCode, why).toBe(200);
    expect(res.body, why).toBe(builtPage(screen));
    expect(res.headers['cache-control'], why).toBe('no-cache');
    expect(res.headers.vary, why).toContain('Cookie');
  };

  it('should render home with the boards and put the API answers in #page-state, never stored', async () => {
    const user = await signUpOverHttp(ctx.app);
    await createBoard(user, 'Coffee bikes');
    await createBoard(user, 'Tea & cakes');
    const res = await page('/', user.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');

    const [before, after] = builtPage('home').split(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/);
    // Inert until the app hydrates it: nothing typed into a screen the app does not run yet is lost.
    expect(res.body.startsWith(`${before}<div id="root" inert><main><h1>Your boards</h1>`)).toBe(true);
    expect(res.body).toContain('<li>Coffee bikes</li>');
    expect(res.body).toContain('<li>Tea &#38; cakes</li>');
    expect(res.body).toContain(
      `<p>Signed in as ${user.email}</p></main></div><script type="application/json" id="page-state">`,
    );
    expect(res.body.endsWith(`</script>${after}`)).toBe(true);
    expect(res.body).not.toContain(LOADING_SCREEN);
    expect(pageState(res.body)).toEqual({
      reads: {
        '/api/boards': await read(user, '/api/boards'),
        '/api/boards/quota': await read(user, '/api/boards/quota'),
      },
    });
    // No credential in the page: neither the ID token the reads used nor the cookie.
    expect(res.body).not.toMatch(/eyJ/);
    expect(res.body).not.toContain(user.refreshToken);
  });

  it("should render a board's stage with its title and the board the API answers, compressed when accepted", async () => {
    const user = await signUpOverHttp(ctx.app);
    const id = await createBoard(user, 'Coffee bikes');
    const res = await page(`/${id}/${STAGE}`, user.refreshToken, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, accept-encoding');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root" inert><main><h1>Coffee bikes</h1>');
    expect(pageState(html)).toEqual({
      reads: { [`/api/boards/${id}`]: await read(user, `/api/boards/${id}`) },
    });

    const gzip = await page(`/${id}/${STAGE}`, user.refreshToken, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
  });

  it("should give the render the page's own cookies (the sidebar's state), never the session's", async () => {
    const user = await signUpOverHttp(ctx.app);
    const id = await createBoard(user, 'Coffee bikes');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/${id}/${STAGE}`,
      headers: { cookie: `sidebar_state=false; refresh_token=${user.refreshToken}; theme=dark` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Cookies: sidebar_state=false; theme=dark</p>');
    expect(res.body).not.toContain(user.refreshToken);
  });

  it('should keep a hostile board title inside the JSON of #page-state', async () => {
    const user = await signUpOverHttp(ctx.app);
    const title = '</script><script>alert(1)</script><!-- \u2028 & \u2029 end';
    const id = await createBoard(user, title);
    const res = await page(`/${id}/${STAGE}`, user.refreshToken);
    expect(res.statusCode).toBe(200);
    // The page's only scripts are the build's and #page-state: the title opened none and ended none.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u2028 \\u0026 \\u2029 end',
    );
    expect(PAGE_STATE.exec(res.body)?.[1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(pageState(res.body).reads).toEqual({
      [`/api/boards/${id}`]: await read(user, `/api/boards/${id}`),
    });
    expect((pageState(res.body).reads[`/api/boards/${id}`] as { title: string }).title).toBe(title);
  });

  it('should send the static page signed out, with a bad cookie, and for a board the user may not open', async () => {
    const owner = await signUpOverHttp(ctx.app);
    const other = await signUpOverHttp(ctx.app);
    const id = await createBoard(owner, 'Coffee bikes');
    expectStaticPage(await page('/'), 'home', 'signed out');
    expectStaticPage(await page(`/${id}/${STAGE}`), 'board-stage', 'signed out, a board');
    expectStaticPage(await page('/', 'not-a-refresh-token'), 'home', 'unknown cookie');
    expectStaticPage(
      await page(`/${id}/${STAGE}`, other.refreshToken),
      'board-stage',
      "another user's board",
    );
    expectStaticPage(
      await page(`/${UNKNOWN_BOARD}/${STAGE}`, owner.refreshToken),
      'board-stage',
      'unknown board',
    );
    // Other screens and paths are served as before, signed in or not.
    expectStaticPage(await page('/login', owner.refreshToken), 'login', 'login');
    expectStaticPage(await page('/some/other/path', owner.refreshToken), 'index', 'another path');
    // HEAD is answered from the static page.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/',
      cookies: { refresh_token: owner.refreshToken },
    });
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('should send the static page once the session is signed out or the account disabled', async () => {
    const signedOut = await signUpOverHttp(ctx.app);
    expect((await page('/', signedOut.refreshToken)).headers['cache-control']).toBe('private, no-store');
    expect((await signOutWith(ctx.app, signedOut.refreshToken)).statusCode).toBe(204);
    expectStaticPage(await page('/', signedOut.refreshToken), 'home', 'signed out session');

    const disabled = await signUpOverHttp(ctx.app);
    await ctx.app.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.session.user.uid));
    expectStaticPage(await page('/', disabled.refreshToken), 'home', 'disabled account');
  });

  it('should neither rotate a cookie nor take a rotated one for reuse: the session goes on', async () => {
    const user = await signUpOverHttp(ctx.app);
    const rendered = await page('/', user.refreshToken);
    expect(rendered.headers['cache-control']).toBe('private, no-store');
    expect(rendered.cookies).toEqual([]);
    // The page did not rotate the cookie: it still refreshes (no grace window here).
    const refreshed = await refreshWith(ctx.app, user.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const newer = refreshCookieOf(refreshed)?.value ?? '';
    // A tab still holding the rotated cookie loads a page: static, and the session is not ended.
    expectStaticPage(await page('/', user.refreshToken), 'home', 'rotated cookie');
    expect((await page('/', newer)).headers['cache-control']).toBe('private, no-store');
    expect((await refreshWith(ctx.app, newer)).statusCode).toBe(200);
  });

  it('should send the static page and log a warning without credentials when rendering fails', async () => {
    const user = await signUpOverHttp(ctx.app);
    const id = await createBoard(user, 'render fails');
    logLines.length = 0;
    expectStaticPage(await page(`/${id}/${STAGE}`, user.refreshToken), 'board-stage', 'render error');
    const warning = logLines.find((line) => line.includes('Server rendering failed'));
    expect(warning).toContain('render failed');
    const logs = logLines.join('\n');
    expect(logs).not.toContain(user.refreshToken);
    expect(logs).not.toMatch(/eyJ/);
  });
});

describe('GET / without the web server entry', () => {
  let ctx: TestContext;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild({ ssr: false });
    ctx = await buildTestApp({ WEB_DIST: build.webDist });
  });
  afterAll(async () => {
    await ctx.close();
    build.remove();
  });

  it('should send the static pages to a signed-in user, as before', async () => {
    const user = await signUpOverHttp(ctx.app);
    for (const [url, screen] of [
      ['/', 'home'],
      [`/${UNKNOWN_BOARD}/idea`, 'board-stage'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, cookies: { refresh_token: user.refreshToken } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(builtPage(screen!));
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('Cookie');
    }
  });
});

// A real server process over a socket: the entry imported by the server, not by the test runner.
describe('GET / from a server process', { timeout: 120_000 }, () => {
  let build: ReturnType<typeof writeWebBuild>;
  let dataDir: string;
  beforeAll(async () => {
    build = writeWebBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-ssr-process-'));
    if (TEST_ENGINE === 'pglite') await seedEmbeddedDataDir(dataDir);
  });
  afterAll(() => {
    build.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should import the web server entry and send the rendered home to a signed-in user', async () => {
    const dbEnv: Record<string, string> =
      TEST_ENGINE === 'postgres' ? { DATABASE_URL: await createEmptyTestDatabase('pages') } : {};
    const server = await spawnServer({ DATA_DIR: dataDir, WEB_DIST: build.webDist, ...dbEnv });
    try {
      await waitHealthy(server);
      const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'process@example.com',
          password: 'correct horse battery',
          displayName: 'P',
        }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
      const res = await fetch(`${server.url}/`, { headers: { cookie: cookie!.split(';')[0]! } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).toContain(
        '<div id="root" inert><main><h1>Your boards</h1><ul></ul><p>Signed in as process@example.com</p>',
      );
      expect(pageState(html).reads['/api/boards']).toEqual({ boards: [] });
    } finally {
      await server.stop();
    }
  });
});
