import type { Board, BoardMember, HistoryResponse } from '@planner/domain';
import { BOARD_MEMBERS_MAX, INVITATIONS_PER_HOUR } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardMembers } from '../src/db/schema/board-members.js';
import { createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import {
  endShareEmailDays,
  insertInvitations,
  invitationTokenIn,
  membersOf,
  shareBoard,
} from './sharing-helpers.js';
import { PASSWORD, signUpOverHttp, uniqueEmail } from './support/auth-http.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

let smtp: SmtpReceiver;
let ctx: TestContext;
let ada: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PERSONAL_BOARD_LIMIT: '100' });
  ada = await createTestUser(ctx, { displayName: 'Ada' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function coffeeCart(owner = ada): Promise<Board> {
  const board = await createBoard(ctx, owner);
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload: { title: 'Coffee cart' },
  });
  return res.json<Board>();
}

function get(user: { authorization: { authorization: string } }, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user.authorization });
}

/** Verifies an account's address through the link of its verification mail (the real flow). */
async function verifyThroughMail(email: string) {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Verify'));
  const link = /https?:\/\/\S+\/auth\/action\?\S+/.exec(mail.text)?.[0] ?? '';
  const code = new URL(link).searchParams.get('oobCode');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/action', payload: { code } });
  expect(res.statusCode).toBe(200);
}

/** Signs in over HTTP and answers the bearer header of the new session (its token says verified or not). */
async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: { authorization: `Bearer ${res.json<{ idToken: string }>().idToken}` } };
}

describe('sharing with a verified account', () => {
  it('should make it an editor at once, answered as an invitation until it opens the board, and send \'"Ada" shared the board "Coffee cart" with you as an editor\' with the board\'s link', async () => {
    const board = await coffeeCart();
    const grace = await createTestUser(ctx, { displayName: 'Grace' });
    const member = await shareBoard(ctx, ada, board.id, grace.email.toUpperCase(), 'editor');
    expect(member).toMatchObject({
      userId: null,
      email: grace.email,
      name: null,
      role: 'editor',
      status: 'invited',
      invitedBy: ada.uid,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(grace.email));
    expect(mail.subject).toBe('"Ada" shared the board "Coffee cart" with you as an editor');
    expect(mail.text).toContain(`http://localhost:3000/${board.id}`);

    const read = await readBoard(ctx, grace, board.id);
    expect(read).toMatchObject({ id: board.id, role: 'editor', ownerName: 'Ada', title: 'Coffee cart' });
    const list = await get(grace, '/api/boards');
    expect(list.json<{ boards: Board[] }>().boards.map((b) => [b.id, b.role, b.ownerName])).toEqual([
      [board.id, 'editor', 'Ada'],
    ]);
    expect((await readBoard(ctx, ada, board.id)).role).toBe('owner');
    expect((await readBoard(ctx, ada, board.id)).ownerName).toBeNull();

    const members = await membersOf(ctx, grace, board.id);
    expect(members.map((m) => [m.email, m.name, m.role, m.status])).toEqual([
      [ada.email, 'Ada', 'owner', 'active'],
      [grace.email, 'Grace', 'editor', 'active'],
    ]);
  });

  it("should refuse the owner's own email (400), an address already on the board in any case (409) and a fourth role (400), changing nothing", async () => {
    const board = await coffeeCart();
    const lin = await createTestUser(ctx, { displayName: 'Lin' });
    await shareBoard(ctx, ada, board.id, lin.email, 'viewer');
    const before = await membersOf(ctx, ada, board.id);
    const tries = [
      { payload: { email: ada.email.toUpperCase(), role: 'viewer' }, status: 400, code: 'invalid-argument' },
      { payload: { email: lin.email.toUpperCase(), role: 'editor' }, status: 409, code: 'already-exists' },
      { payload: { email: uniqueEmail(), role: 'owner' }, status: 400, code: 'invalid-argument' },
    ];
    for (const { payload, status, code } of tries) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/boards/${board.id}/members`,
        headers: ada.authorization,
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(await membersOf(ctx, ada, board.id)).toEqual(before);
  });

  it(`should refuse the ${BOARD_MEMBERS_MAX + 1}st member or invitation besides the owner with 400 failed-precondition`, async () => {
    const board = await coffeeCart();
    await insertInvitations(ctx, board, ada.uid, BOARD_MEMBERS_MAX);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/members`,
      headers: ada.authorization,
      payload: { email: uniqueEmail(), role: 'viewer' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'failed-precondition',
      message: 'A board can have at most 50 members and invitations besides its owner.',
    });
    expect((await membersOf(ctx, ada, board.id)).length).toBe(BOARD_MEMBERS_MAX + 1);
  });
});

describe('invitations', () => {
  it('should invite a new address, lead it to sign-up through the link, and open the board once it is verified', async () => {
    const board = await coffeeCart();
    const email = uniqueEmail('newcomer');
    const member = await shareBoard(ctx, ada, board.id, email, 'commenter');
    expect(member).toMatchObject({ email, userId: null, name: null, role: 'commenter', status: 'invited' });
    expect(Date.parse(member.expiresAt ?? '') - Date.parse(member.invitedAt ?? '')).toBeGreaterThan(
      13.9 * 86_400_000,
    );
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('"Ada" shared the board "Coffee cart" with you as a commenter');
    const { url, token } = invitationTokenIn(mail.text);
    expect(url.pathname).toBe('/register');
    expect(url.searchParams.get('email')).toBe(email);

    const invitation = await get({ authorization: { authorization: '' } }, `/api/invitations/${token}`);
    expect(invitation.json()).toEqual({
      invitation: {
        email,
        boardId: board.id,
        boardTitle: 'Coffee cart',
        role: 'commenter',
        invitedBy: 'Ada',
        hasAccount: false,
        status: 'invited',
      },
    });

    const signedUp = await signUpOverHttp(ctx.app, { email, displayName: 'Newcomer' });
    // Registered, not verified: the board stays closed.
    expect((await get(signedUp, `/api/boards/${board.id}`)).statusCode).toBe(404);
    await verifyThroughMail(email);
    const session = await signIn(email);
    const read = await get(session, `/api/boards/${board.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ role: 'commenter', ownerName: 'Ada' });
    expect((await membersOf(ctx, ada, board.id))[1]).toMatchObject({ status: 'active', name: 'Newcomer' });
    // A used invitation's link opens nothing more.
    expect((await get(session, `/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it('should leave an unverified account invited (sign-in link) until it verifies its address', async () => {
    const board = await coffeeCart();
    const signedUp = await signUpOverHttp(ctx.app, { displayName: 'Unverified' });
    const member = await shareBoard(ctx, ada, board.id, signedUp.email, 'viewer');
    expect(member.status).toBe('invited');
    const mail = await smtp.waitFor((m) => m.to.includes(signedUp.email) && m.subject.startsWith('"Ada"'));
    const { url, token } = invitationTokenIn(mail.text);
    expect(url.pathname).toBe('/login');
    expect((await get(signedUp, `/api/invitations/${token}`)).json().invitation.hasAccount).toBe(true);
    expect((await get(signedUp, `/api/boards/${board.id}`)).statusCode).toBe(404);
    expect((await get(signedUp, '/api/boards')).json().boards).toEqual([]);
    await verifyThroughMail(signedUp.email);
    expect((await get(await signIn(signedUp.email), `/api/boards/${board.id}`)).statusCode).toBe(200);
  });

  it('should not open the board to someone who signs in with another address through the link', async () => {
    const board = await coffeeCart();
    const invited = uniqueEmail('invited');
    await shareBoard(ctx, ada, board.id, invited, 'editor');
    const mail = await smtp.waitFor((m) => m.to.includes(invited));
    const { token } = invitationTokenIn(mail.text);
    const other = await signUpOverHttp(ctx.app, { displayName: 'Someone else' });
    await verifyThroughMail(other.email);
    const session = await signIn(other.email);
    expect((await get(session, `/api/boards/${board.id}`)).statusCode).toBe(404);
    expect((await get(session, `/api/invitations/${token}`)).json().invitation.email).toBe(invited);
    expect((await membersOf(ctx, ada, board.id))[1]).toMatchObject({ email: invited, status: 'invited' });
  });

  it('should list an invitation older than 14 days as expired, never activate it, and send it again with a new link', async () => {
    const board = await coffeeCart();
    const email = uniqueEmail('late');
    const member = await shareBoard(ctx, ada, board.id, email, 'viewer');
    const first = invitationTokenIn((await smtp.waitFor((m) => m.to.includes(email))).text).token;
    await ctx.app.db
      .update(boardMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(boardMembers.id, member.id));
    expect((await membersOf(ctx, ada, board.id))[1]).toMatchObject({ id: member.id, status: 'expired' });
    expect((await get(ada, `/api/invitations/${first}`)).json().invitation.status).toBe('expired');

    // Fourteen days later the address's day of share emails is long over.
    await endShareEmailDays(ctx);
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/members/${member.id}/resend`,
      headers: ada.authorization,
    });
    expect(resent.statusCode).toBe(200);
    const renewed = resent.json<{ member: BoardMember }>().member;
    expect(renewed.status).toBe('invited');
    expect(Date.parse(renewed.expiresAt ?? '')).toBeGreaterThan(Date.now() + 13.9 * 86_400_000);
    const mails = smtp.messages.filter((m) => m.to.includes(email));
    await smtp.waitFor((m) => m.to.includes(email) && !m.text.includes(first));
    const second = invitationTokenIn(
      smtp.messages.filter((m) => m.to.includes(email)).at(-1)?.text ?? '',
    ).token;
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(second).not.toBe(first);
    expect((await get(ada, `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await get(ada, `/api/invitations/${second}`)).json().invitation.status).toBe('invited');
  });

  it('should not activate an expired invitation when the address verifies', async () => {
    const board = await coffeeCart();
    const email = uniqueEmail('expired');
    const member = await shareBoard(ctx, ada, board.id, email, 'viewer');
    await ctx.app.db
      .update(boardMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(boardMembers.id, member.id));
    await signUpOverHttp(ctx.app, { email });
    await verifyThroughMail(email);
    expect((await get(await signIn(email), `/api/boards/${board.id}`)).statusCode).toBe(404);
  });

  it('should revoke an invitation (204, its link dead, nothing activated later) and let the owner invite the address again', async () => {
    const board = await coffeeCart();
    const email = uniqueEmail('revoked');
    const member = await shareBoard(ctx, ada, board.id, email, 'editor');
    const { token } = invitationTokenIn((await smtp.waitFor((m) => m.to.includes(email))).text);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/members/${member.id}`,
      headers: ada.authorization,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await membersOf(ctx, ada, board.id)).map((m) => m.email)).toEqual([ada.email]);
    expect((await get(ada, `/api/invitations/${token}`)).statusCode).toBe(404);
    await signUpOverHttp(ctx.app, { email });
    await verifyThroughMail(email);
    const session = await signIn(email);
    expect((await get(session, `/api/boards/${board.id}`)).statusCode).toBe(404);
    // Invited again the same day: the address already got its share email of the day.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/members`,
      headers: ada.authorization,
      payload: { email, role: 'viewer' },
    });
    expect(again.statusCode).toBe(429);
    expect((await membersOf(ctx, ada, board.id)).map((m) => m.email)).toEqual([ada.email]);
    // The next day: the account is verified now, so it can open the board at once.
    await endShareEmailDays(ctx);
    expect((await shareBoard(ctx, ada, board.id, email, 'viewer')).status).toBe('invited');
    expect((await get(session, `/api/boards/${board.id}`)).statusCode).toBe(200);
  });

  it(`should allow ${INVITATIONS_PER_HOUR} invitations an hour per owner, then answer 429 with Retry-After and create nothing, whoever holds the address`, async () => {
    const busy = await createTestUser(ctx, { displayName: 'Busy' });
    const board = await coffeeCart(busy);
    const other = await coffeeCart(busy);
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      await shareBoard(ctx, busy, i % 2 ? board.id : other.id, uniqueEmail(`rate${i}`), 'viewer');
    }
    const invite = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/boards/${board.id}/members`,
        headers: busy.authorization,
        payload: { email, role: 'viewer' },
      });
    const res = await invite(uniqueEmail('nosuch2'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'resource-exhausted',
      message: `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`,
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A verified account gets the same answer: the limit tells nothing of who has an account.
    const alice = await createTestUser(ctx, { displayName: 'Alice' });
    const verified = await invite(alice.email);
    expect([verified.statusCode, verified.json()]).toEqual([429, res.json()]);
    expect(Math.abs(Number(verified.headers['retry-after']) - retryAfter)).toBeLessThanOrEqual(2);
    expect((await membersOf(ctx, busy, board.id)).length).toBe(1 + INVITATIONS_PER_HOUR / 2);
    expect(smtp.messages.filter((m) => m.to.includes(alice.email))).toEqual([]);
    expect((await get(alice, `/api/boards/${board.id}`)).statusCode).toBe(404);
  });
});

describe('members', () => {
  it("should let the owner change a role (200), refuse a member's change (403) and the owner's own entry (400)", async () => {
    const board = await coffeeCart();
    const viewer = await createTestUser(ctx);
    const member = await shareBoard(ctx, ada, board.id, viewer.email, 'viewer');
    const patch = (user: TestUser, memberId: string, role: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}/members/${memberId}`,
        headers: user.authorization,
        payload: { role },
      });
    const byMember = await patch(viewer, member.id, 'editor');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toMatchObject({
      code: 'permission-denied',
      message:
        'You can view this board: as a viewer you cannot manage its members and links, rename, delete or restore it.',
    });
    expect((await patch(ada, ada.uid, 'editor')).statusCode).toBe(400);
    const raised = await patch(ada, member.id, 'editor');
    expect(raised.statusCode).toBe(200);
    expect(raised.json().member).toMatchObject({ id: member.id, role: 'editor' });
    // The cached board answers the new role at once.
    expect((await readBoard(ctx, viewer, board.id)).role).toBe('editor');
  });

  it('should let a member leave (204, then 404) and refuse removing someone else (403) or the owner leaving (400)', async () => {
    const board = await coffeeCart();
    const one = await createTestUser(ctx);
    const two = await createTestUser(ctx);
    const first = await shareBoard(ctx, ada, board.id, one.email, 'editor');
    const second = await shareBoard(ctx, ada, board.id, two.email, 'editor');
    const remove = (user: TestUser, memberId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/boards/${board.id}/members/${memberId}`,
        headers: user.authorization,
      });
    expect((await readBoard(ctx, one, board.id)).role).toBe('editor');
    expect((await remove(one, second.id)).statusCode).toBe(403);
    expect((await remove(one, ada.uid)).statusCode).toBe(403);
    const ownerLeaves = await remove(ada, ada.uid);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json().error.code).toBe('failed-precondition');
    expect((await remove(one, first.id)).statusCode).toBe(204);
    expect((await get(one, `/api/boards/${board.id}`)).statusCode).toBe(404);
    expect((await get(one, '/api/boards')).json().boards).toEqual([]);
    expect((await remove(ada, second.id)).statusCode).toBe(204);
    expect((await get(two, `/api/boards/${board.id}`)).statusCode).toBe(404);
  });
});

describe("a member's own navigation", () => {
  it("should store a viewer's stage and step for the viewer only, starting at the board's first step", async () => {
    const board = await coffeeCart();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: ada.authorization,
      payload: {
        currentStep: 'REFINE_BUSINESS_IDEA',
        ideaData: { initialIdea: 'Coffee from a cart at the station' },
      },
    });
    const viewer = await createTestUser(ctx);
    await shareBoard(ctx, ada, board.id, viewer.email, 'viewer');
    expect(await readBoard(ctx, viewer, board.id)).toMatchObject({
      currentStage: 'IDEA',
      currentStep: 'INITIAL_IDEA',
    });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: viewer.authorization,
      payload: { currentStep: 'REFINE_BUSINESS_IDEA' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ currentStep: 'REFINE_BUSINESS_IDEA', role: 'viewer' });
    expect((await readBoard(ctx, viewer, board.id)).currentStep).toBe('REFINE_BUSINESS_IDEA');
    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: viewer.authorization,
      payload: { currentStep: 'INITIAL_IDEA' },
    });
    expect(back.statusCode).toBe(200);
    // The owner was not moved, and the board's version did not change for a move.
    const owners = await readBoard(ctx, ada, board.id);
    expect(owners).toMatchObject({ currentStep: 'REFINE_BUSINESS_IDEA' });
    expect((await readBoard(ctx, viewer, board.id)).currentStep).toBe('INITIAL_IDEA');

    const locked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: viewer.authorization,
      payload: { currentStage: 'BUDGETING', currentStep: 'BUDGET_TABLE' },
    });
    expect(locked.statusCode).toBe(400);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: viewer.authorization,
      payload: { ideaData: { initialIdea: 'Tea instead' } },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toMatchObject({
      code: 'permission-denied',
      message: 'You can view this board: as a viewer you cannot change it.',
    });
    expect((await readBoard(ctx, ada, board.id)).ideaData.initialIdea).toBe(
      'Coffee from a cart at the station',
    );
  });
});

describe('an editor', () => {
  it("should be named in history for their edit, and sharing should touch nobody's board quota", async () => {
    const board = await coffeeCart();
    const editor = await createTestUser(ctx, { displayName: 'Edith Editor' });
    const quota = async (user: TestUser) => (await get(user, '/api/boards/quota')).json();
    const [adaBefore, editorBefore] = [await quota(ada), await quota(editor)];
    await shareBoard(ctx, ada, board.id, editor.email, 'editor');
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: editor.authorization,
      payload: { ideaData: { initialIdea: 'Espresso on wheels' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ role: 'editor', currentStep: 'INITIAL_IDEA' });
    const history = (
      await get(ada, `/api/boards/${board.id}/history?field=ideaData.initialIdea`)
    ).json<HistoryResponse>();
    expect(history.revisions[0]).toMatchObject({
      after: 'Espresso on wheels',
      by: { id: editor.uid, name: 'Edith Editor' },
    });
    const rename = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: editor.authorization,
      payload: { title: 'Renamed by an editor' },
    });
    expect(rename.statusCode).toBe(403);
    expect([await quota(ada), await quota(editor)]).toEqual([adaBefore, editorBefore]);
  });
});

describe("an editor's drafts", () => {
  it("should count against the editor's AI limit, not the owner's", async () => {
    const limited = await buildTestApp({ AI_REQUESTS_PER_MINUTE: '1' });
    try {
      const owner = await createTestUser(limited);
      const editor = await createTestUser(limited);
      const board = await createBoard(limited, owner, {
        ideaData: { initialIdea: 'A coffee cart at the station' },
      });
      await shareBoard(limited, owner, board.id, editor.email, 'editor');
      const draft = (user: TestUser) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/idea/completion',
          headers: user.authorization,
          payload: { promptVersion: '1.1.2', boardId: board.id },
        });
      expect((await draft(editor)).statusCode).toBe(200);
      const again = await draft(editor);
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toContain('You can ask the AI for 1 drafts per minute.');
      expect((await draft(owner)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
