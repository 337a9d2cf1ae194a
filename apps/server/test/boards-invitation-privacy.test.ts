import type { Board, BoardMember } from '@planner/domain';
import { INVITATION_DAYS, INVITATIONS_PER_HOUR } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardMembers } from '../src/db/schema/board-members.js';
import { users } from '../src/db/schema/users.js';
import { createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { endShareEmailDays, membersOf, shareBoard } from './sharing-helpers.js';
import { signUpOverHttp, uniqueEmail } from './support/auth-http.js';
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

function invite(owner: TestUser, boardId: string, email: string, role = 'viewer') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/members`,
    headers: owner.authorization,
    payload: { email, role },
  });
}

function resend(owner: TestUser, boardId: string, memberId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/members/${memberId}/resend`,
    headers: owner.authorization,
  });
}

/** What of a member answer may differ between two invitations: nothing but its id, address and times. */
function shapeOf(member: BoardMember) {
  const { id, email, invitedAt, expiresAt, ...rest } = member;
  return {
    ...rest,
    keys: Object.keys(member).sort(),
    hasId: typeof id === 'string',
    hasAddress: email.includes('@'),
    validForDays: Math.round((Date.parse(expiresAt ?? '') - Date.parse(invitedAt ?? '')) / 86_400_000),
  };
}

describe('POST /api/boards/:id/members whoever holds the address', () => {
  it('should answer a verified account, an unverified one and an unknown address alike: invited, no id, no name', async () => {
    const owner = await createTestUser(ctx, { displayName: 'Owen' });
    const board = await createBoard(ctx, owner);
    const bob = await createTestUser(ctx, { displayName: 'Bob Verified' });
    const unverified = await signUpOverHttp(ctx.app, { displayName: 'Una Unverified' });
    const answers = [];
    for (const email of [bob.email, unverified.email, uniqueEmail('nosuch')]) {
      const res = await invite(owner, board.id, email);
      expect(res.statusCode).toBe(201);
      answers.push(res.json<{ member: BoardMember }>().member);
    }
    const expected = {
      userId: null,
      name: null,
      role: 'viewer',
      status: 'invited',
      invitedBy: owner.uid,
      keys: ['email', 'expiresAt', 'id', 'invitedAt', 'invitedBy', 'name', 'role', 'status', 'userId'],
      hasId: true,
      hasAddress: true,
      validForDays: INVITATION_DAYS,
    };
    expect(answers.map(shapeOf)).toEqual([expected, expected, expected]);
    // The owner's list says the same of all three.
    const listed = (await membersOf(ctx, owner, board.id)).slice(1);
    expect(listed.map(shapeOf)).toEqual([expected, expected, expected]);
    expect(listed.map((m) => m.email)).toEqual(answers.map((m) => m.email));
  });

  it('should give the verified account access at once, and show it as a member with its name once it opens the board', async () => {
    const owner = await createTestUser(ctx, { displayName: 'Owen' });
    const board = await createBoard(ctx, owner);
    const bob = await createTestUser(ctx, { displayName: 'Bob' });
    const member = await shareBoard(ctx, owner, board.id, bob.email, 'editor');
    // On Bob's home before he opens it.
    const home = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: bob.authorization });
    expect(home.json<{ boards: Board[] }>().boards.map((b) => b.id)).toEqual([board.id]);
    expect((await membersOf(ctx, owner, board.id))[1]).toMatchObject({ status: 'invited', name: null });

    expect(await readBoard(ctx, bob, board.id)).toMatchObject({ id: board.id, role: 'editor' });
    expect((await membersOf(ctx, owner, board.id))[1]).toEqual({
      ...member,
      userId: bob.uid,
      email: bob.email,
      name: 'Bob',
      status: 'active',
      expiresAt: null,
    });
    // Opened, the membership no longer expires, and a resend has nothing to send.
    const again = await resend(owner, board.id, member.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('failed-precondition');
  });

  it("should show a member their own entry before they open the board (home's Leave finds it)", async () => {
    const owner = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const bob = await createTestUser(ctx, { displayName: 'Bob' });
    await shareBoard(ctx, owner, board.id, bob.email, 'viewer');
    const own = (await membersOf(ctx, bob, board.id)).find((m) => m.userId === bob.uid);
    expect(own).toMatchObject({ email: bob.email, name: 'Bob', status: 'active' });
    // Listing is not opening: the owner still sees an invitation.
    expect((await membersOf(ctx, owner, board.id))[1]).toMatchObject({ status: 'invited', userId: null });
  });

  it('should end the access of a verified account that never opened the board when its invitation expires, and a resend give it back', async () => {
    const owner = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const bob = await createTestUser(ctx);
    const member = await shareBoard(ctx, owner, board.id, bob.email, 'viewer');
    await ctx.app.db
      .update(boardMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(boardMembers.id, member.id));
    expect((await membersOf(ctx, owner, board.id))[1]).toMatchObject({ status: 'expired', name: null });
    const read = () =>
      ctx.app.inject({ method: 'GET', url: `/api/boards/${board.id}`, headers: bob.authorization });
    expect((await read()).statusCode).toBe(404);

    await endShareEmailDays(ctx);
    const renewed = await resend(owner, board.id, member.id);
    expect(renewed.statusCode).toBe(200);
    expect(shapeOf(renewed.json<{ member: BoardMember }>().member)).toMatchObject({
      status: 'invited',
      userId: null,
      name: null,
      validForDays: INVITATION_DAYS,
    });
    expect((await read()).statusCode).toBe(200);
  });

  it('should answer an account already on the board under its former address as any invitation', async () => {
    const owner = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const bob = await createTestUser(ctx);
    await shareBoard(ctx, owner, board.id, bob.email, 'viewer');
    await readBoard(ctx, bob, board.id);
    const newAddress = uniqueEmail('renamed');
    await ctx.app.db.update(users).set({ email: newAddress }).where(eq(users.id, bob.uid));
    const res = await invite(owner, board.id, newAddress);
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({ email: newAddress, status: 'invited', userId: null });
  });
});

describe('the owner’s invitations an hour', () => {
  it('should count verified addresses and resends toward the hour', async () => {
    const owner = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const other = await createBoard(ctx, owner);
    const people = await Promise.all(
      Array.from({ length: INVITATIONS_PER_HOUR / 2 }, () => createTestUser(ctx)),
    );
    const pending: BoardMember[] = [];
    for (const person of people) pending.push(await shareBoard(ctx, owner, board.id, person.email, 'viewer'));
    // A resend the next day (the address's day is over): it still counts toward the owner's hour.
    await endShareEmailDays(ctx);
    for (const member of pending.slice(0, INVITATIONS_PER_HOUR / 2 - 1)) {
      expect((await resend(owner, board.id, member.id)).statusCode).toBe(200);
    }
    expect((await invite(owner, other.id, uniqueEmail('last'))).statusCode).toBe(201);
    const over = await invite(owner, other.id, uniqueEmail('over'));
    expect(over.statusCode).toBe(429);
    const overResend = await resend(owner, board.id, pending.at(-1)!.id);
    expect(overResend.statusCode).toBe(429);
  });
});
