import type { Board, BoardNeed, BoardRole } from '@planner/domain';
import { roleAllows, roleRefusal } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardMembers } from '../src/db/schema/board-members.js';
import { companies } from '../src/db/schema/companies.js';
import { memberships } from '../src/db/schema/memberships.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

/**
 * Every board route of the OpenAPI document, for every kind of caller, with the exact status
 *: the routes come from the document, so a new board route without a row here fails.
 */

const CALLERS = [
  'owner',
  'editor',
  'commenter',
  'viewer',
  'non-member',
  'company admin',
  'platform admin',
] as const;
type Caller = (typeof CALLERS)[number];

interface Fixture {
  board: Board;
  /** An invitation on the board (the target of member routes). */
  invitationId: string;
  linkId: string;
  /**
   * A thread and its first comment, written by the caller when their role may comment (so the
   * author's own rights are what is tested; others' are in comments.test.ts), by the owner otherwise.
   */
  thread: { id: string; commentId: string };
}

interface Case {
  /** `METHOD /api/path/{param}` as the OpenAPI document writes it. */
  route: string;
  /** What the route asks of the caller's role. */
  need: BoardNeed;
  /** The answer to a caller whose role allows it. */
  ok: number;
  /** The route works on a board in the trash. */
  trashed?: boolean;
  /** The fixture needs a comment thread. */
  thread?: boolean;
  /** A second request of the same route (another body or query), named. */
  variant?: string;
  /** The answer is an event stream that stays open: read as a stream, closed once its status is known. */
  stream?: true;
  request(f: Fixture): { url: string; payload?: unknown };
}

const STAGE_COMPLETION = (slug: string, promptVersion: string): Case => ({
  route: `POST /api/${slug}/completion`,
  need: 'edit',
  ok: 200,
  request: (f) => ({ url: `/api/${slug}/completion`, payload: { promptVersion, boardId: f.board.id } }),
});

const CASES: Case[] = [
  {
    route: 'GET /api/boards/{id}',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}` }),
  },
  {
    route: 'PATCH /api/boards/{id}',
    need: 'edit',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}`, payload: { ideaData: { initialIdea: 'Changed' } } }),
  },
  {
    route: 'PATCH /api/boards/{id}',
    variant: 'rename',
    need: 'own',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}`, payload: { title: 'Renamed' } }),
  },
  {
    route: 'PATCH /api/boards/{id}',
    variant: 'own navigation',
    need: 'read',
    ok: 200,
    request: (f) => ({
      url: `/api/boards/${f.board.id}`,
      payload: { currentStage: 'IDEA', currentStep: 'INITIAL_IDEA' },
    }),
  },
  {
    route: 'DELETE /api/boards/{id}',
    need: 'own',
    ok: 204,
    request: (f) => ({ url: `/api/boards/${f.board.id}` }),
  },
  {
    route: 'DELETE /api/boards/{id}',
    variant: 'permanent',
    need: 'own',
    ok: 204,
    trashed: true,
    request: (f) => ({ url: `/api/boards/${f.board.id}?permanent=true` }),
  },
  {
    route: 'POST /api/boards/{id}/restore',
    need: 'own',
    ok: 200,
    trashed: true,
    request: (f) => ({ url: `/api/boards/${f.board.id}/restore` }),
  },
  {
    route: 'GET /api/boards/{id}/forecast',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/forecast` }),
  },
  {
    route: 'GET /api/boards/{id}/history',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/history` }),
  },
  {
    route: 'POST /api/boards/{id}/history/{revisionId}/restore',
    need: 'edit',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/history/1-ideaData.initialIdea/restore` }),
  },
  {
    route: 'GET /api/boards/{id}/export',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/export?format=md` }),
  },
  {
    route: 'GET /api/boards/{id}/review',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/review` }),
  },
  {
    route: 'POST /api/boards/{id}/review',
    need: 'edit',
    // The offline engine writes no critique: a caller who may ask is told so (400), after the access check.
    ok: 400,
    request: (f) => ({ url: `/api/boards/${f.board.id}/review` }),
  },
  {
    route: 'POST /api/boards/{id}/facts/proposal',
    need: 'edit',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/facts/proposal` }),
  },
  {
    route: 'PATCH /api/boards/{id}/review/findings/{findingId}',
    need: 'edit',
    ok: 200,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/review/findings/${findingId}`,
      payload: { dismissed: false },
    }),
  },
  {
    route: 'GET /api/boards/{id}/members',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/members` }),
  },
  {
    route: 'POST /api/boards/{id}/members',
    need: 'own',
    ok: 201,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/members`,
      payload: { email: `new-${f.board.id.slice(0, 8)}@example.com`, role: 'viewer' },
    }),
  },
  {
    route: 'PATCH /api/boards/{id}/members/{memberId}',
    need: 'own',
    ok: 200,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/members/${f.invitationId}`,
      payload: { role: 'editor' },
    }),
  },
  {
    route: 'DELETE /api/boards/{id}/members/{memberId}',
    need: 'own',
    ok: 204,
    request: (f) => ({ url: `/api/boards/${f.board.id}/members/${f.invitationId}` }),
  },
  {
    route: 'POST /api/boards/{id}/members/{memberId}/resend',
    need: 'own',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/members/${f.invitationId}/resend` }),
  },
  {
    route: 'POST /api/boards/{id}/links',
    need: 'own',
    ok: 201,
    request: (f) => ({ url: `/api/boards/${f.board.id}/links`, payload: {} }),
  },
  {
    route: 'GET /api/boards/{id}/links',
    need: 'own',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/links` }),
  },
  {
    route: 'DELETE /api/boards/{id}/links/{linkId}',
    need: 'own',
    ok: 204,
    request: (f) => ({ url: `/api/boards/${f.board.id}/links/${f.linkId}` }),
  },
  {
    route: 'GET /api/boards/{id}/comments',
    need: 'read',
    ok: 200,
    request: (f) => ({ url: `/api/boards/${f.board.id}/comments?status=all` }),
  },
  {
    route: 'POST /api/boards/{id}/comments',
    need: 'comment',
    ok: 201,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/comments`,
      payload: { field: 'ideaData.initialIdea', body: 'Is dawn early enough?' },
    }),
  },
  {
    route: 'PATCH /api/boards/{id}/comments/{commentId}',
    need: 'comment',
    ok: 200,
    thread: true,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/comments/${f.thread.commentId}`,
      payload: { body: 'Edited note' },
    }),
  },
  {
    route: 'DELETE /api/boards/{id}/comments/{commentId}',
    need: 'comment',
    ok: 204,
    thread: true,
    request: (f) => ({ url: `/api/boards/${f.board.id}/comments/${f.thread.commentId}` }),
  },
  {
    route: 'PATCH /api/boards/{id}/threads/{threadId}',
    need: 'comment',
    ok: 200,
    thread: true,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/threads/${f.thread.id}`,
      payload: { status: 'resolved' },
    }),
  },
  {
    route: 'GET /api/boards/{id}/events',
    need: 'read',
    ok: 200,
    stream: true,
    request: (f) => ({ url: `/api/boards/${f.board.id}/events` }),
  },
  {
    route: 'PUT /api/boards/{id}/presence',
    need: 'read',
    ok: 204,
    request: (f) => ({
      url: `/api/boards/${f.board.id}/presence`,
      payload: { stage: 'UVP', step: 'REFINE_UVP' },
    }),
  },
  STAGE_COMPLETION('idea', '1.1.2'),
  STAGE_COMPLETION('target-audience', '2.1.1'),
  STAGE_COMPLETION('uvp', '3.1.1'),
  STAGE_COMPLETION('business-model', '4.1.1'),
  STAGE_COMPLETION('budgeting', '5.2.1'),
  STAGE_COMPLETION('go-to-market', '6.1.1'),
  STAGE_COMPLETION('plan', '8.1.1'),
];

/** The status a caller gets: a role that allows the need its success; a lower role 403; anyone else 404. */
function expected(c: Case, role: BoardRole | null): number {
  if (!role) return 404;
  return roleAllows(role, c.need) ? c.ok : 403;
}

const ROLE_OF: Record<Caller, BoardRole | null> = {
  owner: 'owner',
  editor: 'editor',
  commenter: 'commenter',
  viewer: 'viewer',
  'non-member': null,
  'company admin': null,
  'platform admin': null,
};

let ctx: TestContext;
let users: Record<Caller, TestUser>;
/** A finding of the sample's review (its ids are its check and field: the same on every copy). */
let findingId: string;
const SAMPLE = 'invoice-follow-up-saas';

beforeAll(async () => {
  ctx = await buildTestApp({
    PERSONAL_BOARD_LIMIT: '5',
    AI_REQUESTS_PER_MINUTE: '100000',
    COMMENT_WRITES_PER_MINUTE: '100000',
  });
  const entries = await Promise.all(
    CALLERS.map(
      async (caller) => [caller, await createTestUser(ctx, { admin: caller === 'platform admin' })] as const,
    ),
  );
  users = Object.fromEntries(entries) as Record<Caller, TestUser>;
  // The owner works for a company whose admin is the company admin: its boards pay from the company.
  const [company] = await ctx.app.db
    .insert(companies)
    .values({ name: 'Acme', totalBoards: 10_000, createdBy: users['company admin'].uid })
    .returning();
  await ctx.app.db.insert(memberships).values([
    { userId: users.owner.uid, companyId: company!.id, role: 'member', status: 'active' },
    { userId: users['company admin'].uid, companyId: company!.id, role: 'admin', status: 'active' },
  ]);
});
afterAll(() => ctx.close());

beforeAll(async () => {
  const { board } = await fixture(false);
  const review = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/review`,
    headers: users.owner.authorization,
  });
  findingId = review.json<{ findings: { id: string }[] }>().findings[0]!.id;
});

/**
 * A fresh sample board of the owner's (with a forecast), its three members, an invitation, a link and,
 * when asked, a comment thread written by `caller` (or by the owner when the caller may not comment).
 */
async function fixture(
  trashed: boolean,
  options: { thread?: boolean; caller?: Caller } = {},
): Promise<Fixture> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoardFromSample',
    headers: users.owner.authorization,
    payload: { data: { sampleId: SAMPLE } },
  });
  expect(created.statusCode).toBe(200);
  const board = created.json<{ result: Board }>().result;
  expect(board.companyId).not.toBeNull();
  const rows = await ctx.app.db
    .insert(boardMembers)
    .values([
      ...(['editor', 'commenter', 'viewer'] as const).map((role) => ({
        boardId: board.id,
        userId: users[role].uid,
        email: users[role].email,
        role,
        status: 'active' as const,
        invitedBy: users.owner.uid,
      })),
      {
        boardId: board.id,
        email: `invited-${board.id.slice(0, 8)}@example.com`,
        role: 'viewer' as const,
        status: 'invited' as const,
        invitedBy: users.owner.uid,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    ])
    .returning();
  const link = await ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${board.id}/links`,
    headers: users.owner.authorization,
    payload: {},
  });
  let thread = { id: '', commentId: '' };
  if (options.thread) {
    const role = options.caller ? ROLE_OF[options.caller] : null;
    const author = role && roleAllows(role, 'comment') ? users[options.caller!] : users.owner;
    const written = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/comments`,
      headers: author.authorization,
      payload: { field: 'ideaData.initialIdea', body: 'A note' },
    });
    expect(written.statusCode).toBe(201);
    const created = written.json<{ thread: { id: string; comments: { id: string }[] } }>().thread;
    thread = { id: created.id, commentId: created.comments[0]!.id };
  }
  if (trashed) {
    const trash = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}`,
      headers: users.owner.authorization,
    });
    expect(trash.statusCode).toBe(204);
  }
  return {
    board,
    invitationId: rows.at(-1)!.id,
    linkId: link.json<{ link: { id: string } }>().link.id,
    thread,
  };
}

function methodOf(c: Case) {
  return c.route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
}

/** A refusal's JSON body (403, 404); null for any other answer, and an open event stream is closed. */
async function bodyOf(c: Case, res: Awaited<ReturnType<TestContext['app']['inject']>>): Promise<unknown> {
  const refused = res.statusCode === 403 || res.statusCode === 404;
  if (!c.stream) return refused ? res.json() : null;
  const stream = res.stream();
  if (!refused) {
    stream.destroy();
    return null;
  }
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return JSON.parse(text);
}

describe(`the role matrix (${TEST_ENGINE})`, () => {
  it('should have a row for every board route of the OpenAPI document', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const boardRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      path.includes('/boards/{id}') || path.endsWith('/completion')
        ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
        : [],
    );
    expect(new Set(CASES.map((c) => c.route))).toEqual(new Set(boardRoutes));
  });

  for (const c of CASES) {
    it(`${c.route}${c.variant ? ` (${c.variant})` : ''}: ${CALLERS.map((caller) => `${caller} ${expected(c, ROLE_OF[caller])}`).join(', ')}`, async () => {
      const answers: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const caller of CALLERS) {
        const f = await fixture(c.trashed ?? false, { thread: c.thread ?? false, caller });
        const { url, payload } = c.request(f);
        const res = await ctx.app.inject({
          method: methodOf(c),
          url,
          headers: users[caller].authorization,
          ...(payload === undefined ? {} : { payload: payload as object }),
          ...(c.stream ? { payloadAsStream: true } : {}),
        });
        answers[caller] = res.statusCode;
        const body = (await bodyOf(c, res)) as { error: { code: string } };
        const role = ROLE_OF[caller];
        wanted[caller] = expected(c, role);
        if (res.statusCode === 403) {
          expect(body.error).toMatchObject({
            code: 'permission-denied',
            message: roleRefusal(role!, c.need),
          });
        }
        if (res.statusCode === 404) expect(body.error.code).toBe('not-found');
      }
      expect(answers).toEqual(wanted);
    });
  }

  it("should answer members 404 on a trashed board, and list only the caller's own trash", async () => {
    const f = await fixture(true);
    for (const caller of ['editor', 'commenter', 'viewer'] as const) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${f.board.id}`,
        headers: users[caller].authorization,
      });
      expect(read.statusCode).toBe(404);
      const trash = await ctx.app.inject({
        method: 'GET',
        url: '/api/boards/trash',
        headers: users[caller].authorization,
      });
      expect(trash.json().boards).toEqual([]);
    }
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/boards/trash',
      headers: users.owner.authorization,
    });
    expect(own.json().boards.map((b: { id: string }) => b.id)).toContain(f.board.id);
    // Restored, the members' access is back.
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${f.board.id}/restore`,
      headers: users.owner.authorization,
    });
    expect(restored.statusCode).toBe(200);
    for (const caller of ['editor', 'commenter', 'viewer'] as const) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${f.board.id}`,
        headers: users[caller].authorization,
      });
      expect(read.json()).toMatchObject({ id: f.board.id, role: caller });
    }
  });

  it('should list every answer of the sharing routes in the OpenAPI document', () => {
    const document = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).map(Number);
    const wanted: [string, string, number[]][] = [
      ['get', '/api/boards/{id}/members', [200, 401, 403, 404]],
      ['post', '/api/boards/{id}/members', [201, 400, 401, 403, 404, 409, 429]],
      ['patch', '/api/boards/{id}/members/{memberId}', [200, 400, 401, 403, 404]],
      ['delete', '/api/boards/{id}/members/{memberId}', [204, 400, 401, 403, 404]],
      ['post', '/api/boards/{id}/members/{memberId}/resend', [200, 400, 401, 403, 404, 429]],
      ['get', '/api/invitations/{token}', [200, 400, 404]],
      ['post', '/api/boards/{id}/links', [201, 400, 401, 403, 404]],
      ['get', '/api/boards/{id}/links', [200, 401, 403, 404]],
      ['delete', '/api/boards/{id}/links/{linkId}', [204, 401, 403, 404]],
      ['get', '/api/shared/{token}', [200, 400, 404]],
      ['get', '/api/shared/{token}/export', [200, 400, 404]],
    ];
    for (const [method, path, codes] of wanted) {
      expect(statuses(method, path), `${method} ${path}`).toEqual(expect.arrayContaining(codes));
    }
  });
});
