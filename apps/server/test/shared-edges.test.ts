import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board, CreatedShareLink, ShareLink } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_SECURITY_HEADERS } from '../src/lib/security-headers.js';
import { createBoard, FILLED } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let webDist: string;
let owner: TestUser;
let board: Board;
let token: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await buildTestApp({ WEB_DIST: webDist });
  owner = await createTestUser(ctx);
  board = await createBoard(ctx, owner, { ...FILLED, title: 'Coffee cart' });
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${board.id}/links`,
    headers: owner.authorization,
    payload: {},
  });
  token = new URL(created.json<{ link: CreatedShareLink }>().link.url).pathname.split('/').at(-1) ?? '';
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function views(): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/links`,
    headers: owner.authorization,
  });
  return res.json<{ links: ShareLink[] }>().links[0]?.views ?? NaN;
}

describe('a path parameter longer than 100 characters', () => {
  it("should be answered by the route itself, in the app's error shape with its security headers", async () => {
    const long = 'a'.repeat(101);
    const tooLong = 'a'.repeat(201);
    for (const [url, code] of [
      [`/api/shared/${long}`, 'not-found'],
      [`/api/shared/${long}/export?format=pdf`, 'not-found'],
      [`/api/shared/${tooLong}`, 'invalid-argument'],
      [`/api/shared/${tooLong}/export?format=pdf`, 'invalid-argument'],
      [`/api/boards/${long}`, 'invalid-argument'],
      [`/api/boards/${long}/export?format=pdf`, 'invalid-argument'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: owner.authorization });
      expect(res.statusCode, url).toBe(code === 'not-found' ? 404 : 400);
      expect(res.json(), url).toMatchObject({ error: { code } });
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(res.headers[name], name).toBe(value);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/boards/${long}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('every answer under /shared/', () => {
  it("should never be stored nor indexed: the page, a short token, and the API's refusals", async () => {
    for (const url of [
      `/shared/${token}`,
      '/shared/short',
      '/shared/',
      `/api/shared/${token}`,
      '/api/shared/short',
      `/api/shared/${'b'.repeat(22)}`,
      '/api/shared/short/export?format=pdf',
      `/api/shared/${token}/export?format=docx`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('HEAD on a view-only link', () => {
  it('should answer the headers only, without counting a view nor making the PDF', async () => {
    const before = await views();
    const plan = await ctx.app.inject({ method: 'HEAD', url: `/api/shared/${token}` });
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['content-type']).toMatch(/^application\/json/);
    expect(plan.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(plan.body).toBe('');

    const rendered = ctx.app.renderPool.stats().started;
    const pdf = await ctx.app.inject({ method: 'HEAD', url: `/api/shared/${token}/export?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Coffee-cart-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(pdf.body).toBe('');
    expect(pdf.headers['content-length']).toBeUndefined();
    // No PDF was made.
    expect(ctx.app.renderPool.stats().started).toBe(rendered);
    expect(await views()).toBe(before);

    for (const url of [
      '/api/shared/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/shared/AAAAAAAAAAAAAAAAAAAAAA/export?format=pdf',
    ]) {
      const missing = await ctx.app.inject({ method: 'HEAD', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect(await views()).toBe(before);

    // A member's HEAD of an export likewise: the file's headers, nothing made.
    const own = await ctx.app.inject({
      method: 'HEAD',
      url: `/api/boards/${board.id}/export?format=pdf`,
      headers: owner.authorization,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(pdf.headers['content-disposition']);
    expect(ctx.app.renderPool.stats().started).toBe(rendered);
    const anonymousHead = await ctx.app.inject({
      method: 'HEAD',
      url: `/api/boards/${board.id}/export?format=pdf`,
    });
    expect(anonymousHead.statusCode).toBe(401);

    const get = await ctx.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(get.statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });
});
