import type { BoardMember } from '@planner/domain';
import { INVITATIONS_PER_HOUR } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { invitationTokenIn, shareBoard } from './sharing-helpers.js';
import { uniqueEmail } from './support/auth-http.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

let smtp: SmtpReceiver;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PERSONAL_BOARD_LIMIT: '100' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

function invite(owner: TestUser, boardId: string, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/members`,
    headers: owner.authorization,
    payload: { email, role: 'viewer' },
  });
}

function remove(owner: TestUser, boardId: string, memberId: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/boards/${boardId}/members/${memberId}`,
    headers: owner.authorization,
  });
}

/** A board whose stored title is `title` as is (a title saved before today's input rules, or by any writer). */
async function boardTitled(owner: TestUser, title: string) {
  const board = await createBoard(ctx, owner);
  await ctx.app.db.update(boards).set({ title }).where(eq(boards.id, board.id));
  return board;
}

describe('share emails per person and board', () => {
  it('should send one email to a verified member removed and re-added 15 times, and refuse the re-adds that day with 429', async () => {
    const owner = await createTestUser(ctx, { displayName: 'Owen' });
    const board = await boardTitled(owner, 'Enum board');
    const bob = await createTestUser(ctx);
    let member = await shareBoard(ctx, owner, board.id, bob.email, 'viewer');
    const statuses: number[] = [];
    for (let cycle = 0; cycle < 15; cycle++) {
      expect((await remove(owner, board.id, member.id)).statusCode).toBe(204);
      const res = await invite(owner, board.id, bob.email);
      statuses.push(res.statusCode);
      if (res.statusCode === 201) member = res.json<{ member: BoardMember }>().member;
      else {
        expect(res.json().error).toMatchObject({
          code: 'resource-exhausted',
          message: `${bob.email} was already sent an email about this board today. Try again in 24 hours.`,
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
        break;
      }
    }
    expect(statuses).toEqual([429]);
    expect(mailsTo(bob.email).map((m) => m.subject)).toEqual([
      '"Owen" shared the board "Enum board" with you as a viewer',
    ]);
    // Another board of the same owner is another day's email.
    const other = await boardTitled(owner, 'Other board');
    expect((await invite(owner, other.id, bob.email)).statusCode).toBe(201);
    expect(mailsTo(bob.email)).toHaveLength(2);
  });

  it('should refuse a resend the same day with 429, keep the first link working, and send nothing', async () => {
    const owner = await createTestUser(ctx);
    const board = await boardTitled(owner, 'Resent board');
    const email = uniqueEmail('resend');
    const member = await shareBoard(ctx, owner, board.id, email, 'viewer');
    const { token } = invitationTokenIn(mailsTo(email)[0]?.text ?? '');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/members/${member.id}/resend`,
      headers: owner.authorization,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('resource-exhausted');
    expect(mailsTo(email)).toHaveLength(1);
    const link = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(link.statusCode).toBe(200);
  });

  it(`should send nothing to a member removed and re-added after the owner's ${INVITATIONS_PER_HOUR} invitations of the hour`, async () => {
    const owner = await createTestUser(ctx, { displayName: 'Owen' });
    const board = await boardTitled(owner, 'Enum board');
    const bob = await createTestUser(ctx);
    let member = await shareBoard(ctx, owner, board.id, bob.email, 'viewer');
    for (let i = 1; i < INVITATIONS_PER_HOUR; i++) {
      expect((await invite(owner, board.id, uniqueEmail(`fill${i}`))).statusCode).toBe(201);
    }
    const statuses: number[] = [];
    for (let cycle = 0; cycle < 15; cycle++) {
      await remove(owner, board.id, member.id);
      const res = await invite(owner, board.id, bob.email);
      statuses.push(res.statusCode);
      if (res.statusCode === 201) member = res.json<{ member: BoardMember }>().member;
      else break;
    }
    expect(statuses).toEqual([429]);
    expect(mailsTo(bob.email)).toHaveLength(1);
  });
});

describe("user text in a share email's subject and bodies", () => {
  it('should write the inviter name and a title with CR/LF and controls as single quoted lines', async () => {
    const owner = await createTestUser(ctx, { displayName: 'Owen\r\nIT support\u0085' });
    const board = await boardTitled(
      owner,
      'Enum board\r\n\r\nYour account is locked: https://evil.example/reset\u2028\u0007"quoted"',
    );
    const sentence =
      '"Owen IT support" shared the board "Enum board Your account is locked: https://evil.example/reset \\"quoted\\"" with you as a viewer';
    const addresses = [(await createTestUser(ctx)).email, uniqueEmail('fresh')];
    for (const email of addresses) {
      expect((await invite(owner, board.id, email)).statusCode).toBe(201);
      const [mail] = mailsTo(email);
      expect(mail?.subject).toBe(sentence);
      const lines = mail?.text.split(/\r?\n/) ?? [];
      expect(lines[0]).toBe(`${sentence}.`);
      expect(lines.filter((line) => line.includes('evil.example'))).toHaveLength(1);
      // HTML: the sentence is one paragraph on one line, its quotes escaped.
      const paragraph = /<p>([^<]*)<\/p>/.exec(mail?.html ?? '')?.[1] ?? '';
      expect(paragraph).toBe(`${sentence.replaceAll('"', '&#34;')}.`);
      expect(mail?.raw).not.toMatch(/^Your account is locked/m);
    }
  });
});

describe('GET /api/docs/json for the routes that email an address', () => {
  it('should list 429 with the limits, and the answer that is the same for every address', async () => {
    type Operation = { description?: string; responses: Record<string, unknown> };
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const invite = doc.paths['/api/boards/{id}/members']?.post;
    const resend = doc.paths['/api/boards/{id}/members/{memberId}/resend']?.post;
    for (const op of [invite, resend]) {
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
      expect(op?.description).toContain(`${INVITATIONS_PER_HOUR} invitations an hour`);
      expect(op?.description).toContain('1 email a day about this board');
      expect(op?.description).toContain('whether or not an account holds the address');
    }
    expect(Object.keys(invite?.responses ?? {})).toContain('409');
  });
});
