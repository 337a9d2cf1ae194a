import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';

const LOGIN_PAGE =
  '<!doctype html><link rel="modulepreload" href="/assets/login-abc123.js"><div id="root"></div>';
const BOARD_PAGE = '<!doctype html><link rel="modulepreload" href="/assets/board-abc123.js">';
const SCRIPT = `console.log(${JSON.stringify('planner '.repeat(200))});\n`;

describe('GET /assets/* (the built web app)', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    // A tiny build as Vite writes it: each asset with its .br and .gz copies.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app.js"}}');
    // A screen's own page, as the web build writes it (apps/web/route-preload.ts).
    fs.mkdirSync(path.join(webDist, 'routes'));
    fs.writeFileSync(path.join(webDist, 'routes', 'login.html'), LOGIN_PAGE);
    fs.writeFileSync(path.join(webDist, 'routes', 'login.html.br'), zlib.brotliCompressSync(LOGIN_PAGE));
    fs.writeFileSync(path.join(webDist, 'routes', 'board-stage.html'), BOARD_PAGE);
    const file = path.join(webDist, 'assets', 'app-abc123.js');
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
    ctx = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('should send the brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('should send the gzip copy when only gzip is accepted and the plain file otherwise', async () => {
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('should send the app document with the full document policy and assets with their own caching', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/boards/some-id/idea' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers).toMatchObject({
      'cache-control': 'no-cache',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
    });

    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it("should send a screen's own page (its chunks preloaded) for its path, compressed, and index.html elsewhere", async () => {
    const login = await ctx.app.inject({
      method: 'GET',
      url: '/login?continue=%2Fboards',
      headers: { 'accept-encoding': 'br' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(login.rawPayload).toString()).toBe(LOGIN_PAGE);
    const board = await ctx.app.inject({
      method: 'GET',
      url: '/0b6c1c7e-4f8a-4d59-9a52-3c0f1e2d4b5a/target-audience',
    });
    expect(board.body).toBe(BOARD_PAGE);
    for (const url of [
      '/',
      '/register',
      '/login/more',
      '/some-board/login',
      '/0b6c1c7e-4f8a-4d59-9a52-3c0f1e2d4b5a/plan',
    ]) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('should answer 404 for a missing asset and never serve the build manifest', async () => {
    for (const url of ['/assets/nope.js', '/assets/app-abc123.js.map', '/.vite/manifest.json', '/.vite/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.body, url).not.toContain('assets/app.js');
    }
  });
});
