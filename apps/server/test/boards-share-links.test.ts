import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board, CreatedShareLink, SharedPlanResponse, ShareLink } from '@planner/domain';
import { PLANNING_NOTICE, SHARE_LINKS_MAX } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shareLinks } from '../src/db/schema/share-links.js';
import { createBoard, FILLED } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { shareBoard } from './sharing-helpers.js';

let ctx: TestContext;
let webDist: string;
let owner: TestUser;
let editor: TestUser;
let board: Board;

beforeAll(async () => {
  // The web app's shell, as the build writes it: `/shared/<token>` sends it.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await buildTestApp({ WEB_DIST: webDist, PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx, { displayName: 'Ada' });
  editor = await createTestUser(ctx);
  board = await createBoard(ctx, owner, { ...FILLED, title: 'Coffee cart' });
  await shareBoard(ctx, owner, board.id, editor.email, 'editor');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function createLink(body: object = {}, user = owner, boardId = board.id) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/links`,
    headers: user.authorization,
    payload: body,
  });
}

async function linksOf(boardId = board.id): Promise<ShareLink[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/links`,
    headers: owner.authorization,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ links: ShareLink[] }>().links;
}

function tokenOf(link: CreatedShareLink): string {
  return new URL(link.url).pathname.split('/').at(-1) ?? '';
}

/** Anyone's request: no Authorization header. */
function anonymous(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(run.status, run.stderr.toString()).toBe(0);
  return run.stdout.toString('utf8').replace(/\s+/g, ' ');
}

describe('view-only links', () => {
  it('should create a link of 128 random bits shown once, open the plan and its PDF without an account, and count each read', async () => {
    const created = await createLink({ expiresInDays: 7 });
    expect(created.statusCode).toBe(201);
    const link = created.json<{ link: CreatedShareLink }>().link;
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/shared\/[A-Za-z0-9_-]{22}$/);
    expect(link.views).toBe(0);
    const days = (Date.parse(link.expiresAt ?? '') - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const token = tokenOf(link);
    // The database keeps the token's hash, never the token.
    const [row] = await ctx.app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const read = await anonymous(`/api/shared/${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-robots-tag']).toContain('noindex');
    expect(read.headers['referrer-policy']).toBe('no-referrer');
    const { plan } = read.json<SharedPlanResponse>();
    expect(plan.title).toBe('Coffee cart');
    expect(plan.notice).toBe(PLANNING_NOTICE);
    expect(plan.sections.length).toBeGreaterThan(0);
    expect(plan.sections.every((s) => s.inExports)).toBe(true);
    // The plan and nothing else: no ids, no owner, no link into the app.
    expect(read.body).not.toContain(board.id);
    expect(read.body).not.toContain(owner.uid);
    expect(read.body).not.toContain(owner.email);
    expect(read.body).not.toContain('draftSources');
    expect(read.body).not.toContain('/idea');

    const pdf = await anonymous(`/api/shared/${token}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toContain('noindex');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Coffee cart');
    expect(text).toContain('This content is intended for planning purposes only.');
    expect(text).toContain(FILLED.ideaData?.initialIdea?.slice(0, 40));

    expect((await linksOf()).find((l) => l.id === link.id)).toEqual({
      id: link.id,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      views: 2,
    });
    // The list never repeats the URL.
    expect(JSON.stringify(await linksOf())).not.toContain(token);
  });

  it('should send the web app page for /shared/<token>, never indexed and with no referrer', async () => {
    const link = (await createLink()).json<{ link: CreatedShareLink }>().link;
    expect(link.expiresAt).toBeNull();
    const page = await anonymous(`/shared/${tokenOf(link)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/links/${link.id}`,
      headers: owner.authorization,
    });
  });

  it('should answer a revoked, an expired and an unknown token with the same 404', async () => {
    const revoked = (await createLink()).json<{ link: CreatedShareLink }>().link;
    const expired = (await createLink({ expiresInDays: 1 })).json<{ link: CreatedShareLink }>().link;
    expect((await anonymous(`/api/shared/${tokenOf(revoked)}`)).statusCode).toBe(200);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/links/${revoked.id}`,
      headers: owner.authorization,
    });
    expect(del.statusCode).toBe(204);
    expect((await linksOf()).map((l) => l.id)).not.toContain(revoked.id);
    await ctx.app.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));
    const answers = await Promise.all(
      [tokenOf(revoked), tokenOf(expired), 'AAAAAAAAAAAAAAAAAAAAAA'].flatMap((token) => [
        anonymous(`/api/shared/${token}`),
        anonymous(`/api/shared/${token}/export?format=pdf`),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const bodies = new Set(answers.map((a) => JSON.stringify({ ...a.json(), requestId: undefined })));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.json().error).toMatchObject({
      code: 'not-found',
      message: 'This link does not open anything: it may have been revoked or have expired.',
    });
  });

  it("should not count a view answered with a 404: a trashed board's, a revoked link's or an expired link's", async () => {
    const trashed = await createBoard(ctx, owner, { ...FILLED, title: 'Bakery' });
    const link = (await createLink({}, owner, trashed.id)).json<{ link: CreatedShareLink }>().link;
    const revoked = (await createLink({}, owner, trashed.id)).json<{ link: CreatedShareLink }>().link;
    const expired = (await createLink({}, owner, trashed.id)).json<{ link: CreatedShareLink }>().link;
    const viewsOf = async (id: string) =>
      (await ctx.app.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]?.views;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${trashed.id}/links/${revoked.id}`,
      headers: owner.authorization,
    });
    await ctx.app.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));
    for (const gone of [revoked, expired]) {
      expect((await anonymous(`/api/shared/${tokenOf(gone)}`)).statusCode).toBe(404);
      expect((await anonymous(`/api/shared/${tokenOf(gone)}/export?format=pdf`)).statusCode).toBe(404);
      expect(await viewsOf(gone.id)).toBe(0);
    }

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${trashed.id}`,
      headers: owner.authorization,
    });
    expect(removed.statusCode).toBe(204);
    const whileTrashed = [
      await anonymous(`/api/shared/${tokenOf(link)}`),
      await anonymous(`/api/shared/${tokenOf(link)}/export?format=pdf`),
    ];
    expect(whileTrashed.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(whileTrashed[0]?.json().error.message).toBe(
      'This link does not open anything: it may have been revoked or have expired.',
    );
    expect(await viewsOf(link.id)).toBe(0);

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${trashed.id}/restore`,
      headers: owner.authorization,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const read = await anonymous(`/api/shared/${tokenOf(link)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<SharedPlanResponse>().plan.title).toBe('Bakery');
    expect((await linksOf(trashed.id)).find((l) => l.id === link.id)?.views).toBe(1);
  });

  it('should reach nothing else of the board through a link', async () => {
    const token = tokenOf((await createLink()).json<{ link: CreatedShareLink }>().link);
    const tries = [
      anonymous(`/api/shared/${token}/export?format=json`),
      anonymous(`/api/shared/${token}/export?format=docx`),
      anonymous(`/api/shared/${token}/history`),
      anonymous(`/api/boards/${board.id}`),
      ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}`,
        headers: { authorization: `Bearer ${token}` },
      }),
      ctx.app.inject({ method: 'PATCH', url: `/api/shared/${token}`, payload: { title: 'x' } }),
    ];
    expect((await Promise.all(tries)).map((r) => r.statusCode)).toEqual([400, 400, 404, 401, 401, 405]);
  });

  it(`should refuse the ${SHARE_LINKS_MAX + 1}th live link with 400 failed-precondition, a bad expiry with 400, and a member's link requests with 403`, async () => {
    const other = await createBoard(ctx, owner);
    for (let i = 0; i < SHARE_LINKS_MAX; i++)
      expect((await createLink({}, owner, other.id)).statusCode).toBe(201);
    const eleventh = await createLink({}, owner, other.id);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error).toMatchObject({
      code: 'failed-precondition',
      message: 'A board can have at most 10 view-only links: revoke one to create another.',
    });
    expect((await linksOf(other.id)).length).toBe(SHARE_LINKS_MAX);
    for (const expiresInDays of [0, 366, 1.5, '7']) {
      expect((await createLink({ expiresInDays })).statusCode).toBe(400);
    }
    const link = (await linksOf())[0];
    const byEditor = await Promise.all([
      createLink({}, editor),
      ctx.app.inject({ method: 'GET', url: `/api/boards/${board.id}/links`, headers: editor.authorization }),
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/boards/${board.id}/links/${link?.id}`,
        headers: editor.authorization,
      }),
    ]);
    expect(byEditor.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(byEditor[0]?.json().error.message).toBe(
      'You can view and edit this board: as an editor you cannot manage its members and links, rename, delete or restore it.',
    );
  });
});
