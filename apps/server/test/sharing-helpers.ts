import type { Board, BoardMember, ShareRole } from '@planner/domain';
import { sql } from 'drizzle-orm';

import { boardMembers } from '../src/db/schema/board-members.js';
import type { TestContext, TestUser } from './helper.js';

/** Shares a board over HTTP and answers the member, failing on anything but 201. */
export async function shareBoard(
  ctx: TestContext,
  owner: TestUser,
  boardId: string,
  email: string,
  role: ShareRole,
): Promise<BoardMember> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/members`,
    headers: owner.authorization,
    payload: { email, role },
  });
  if (res.statusCode !== 201) throw new Error(`share failed: ${res.statusCode} ${res.body}`);
  return res.json<{ member: BoardMember }>().member;
}

export async function membersOf(ctx: TestContext, user: TestUser, boardId: string): Promise<BoardMember[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/members`,
    headers: user.authorization,
  });
  if (res.statusCode !== 200) throw new Error(`members failed: ${res.statusCode} ${res.body}`);
  return res.json<{ members: BoardMember[] }>().members;
}

/** Fills a board with `count` invitations straight in the table (the cap's tests). */
export async function insertInvitations(ctx: TestContext, board: Board, invitedBy: string, count: number) {
  await ctx.app.db.insert(boardMembers).values(
    Array.from({ length: count }, (_, i) => ({
      boardId: board.id,
      email: `filler-${i}-${board.id.slice(0, 8)}@example.com`,
      role: 'viewer' as const,
      status: 'invited' as const,
      invitedBy,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
}

/** The invitation token in a mail's link (`?invitation=`). */
export function invitationTokenIn(text: string): { url: URL; token: string } {
  const match = /https?:\/\/\S+[?&]invitation=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('invitation') ?? '' };
}

/** Ends every address's day of share emails, as if a day had passed (the rate-limit rows' windows). */
export async function endShareEmailDays(ctx: TestContext) {
  await ctx.app.db.execute(
    sql`update rate_limits set resets_at = now() - interval '1 second' where key like 'board-share-email:%'`,
  );
}

/** Makes an account an active member straight in the table (tests that share many boards stay under the hourly cap). */
export async function insertMember(ctx: TestContext, boardId: string, user: TestUser, role: ShareRole) {
  await ctx.app.db
    .insert(boardMembers)
    .values({ boardId, userId: user.uid, email: user.email, role, status: 'active' as const });
}
