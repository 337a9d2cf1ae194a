import { type Board } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { boardsApi } from '@/lib/boards-api';
import { stubPageRequests, testBoard } from '@/test/board-fixture';

const board = (n: number, updatedAt: string): Board =>
  testBoard({ id: `${n}b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b`, title: `Board ${n}`, version: 2, updatedAt });

/** Listed newest change first, as the server lists them; board 2 is in the trash. */
const listed = [board(1, '2026-03-01T00:00:00.000Z'), board(3, '2026-01-01T00:00:00.000Z')];
const trashed = board(2, '2026-02-01T00:00:00.000Z');
/** Every request the server received, as "METHOD path". */
const received: string[] = [];

async function answer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  received.push(`${request.method} ${pathname}`);
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  if (pathname === '/api/boards') return json({ boards: listed });
  if (pathname === '/api/boards/trash') return json({ boards: [] });
  if (pathname === `/api/boards/${trashed.id}/restore`) return json({ ...trashed, version: 3 });
  return new Response('{}', { status: 404 });
}

beforeAll(() => {
  stubPageRequests();
  vi.stubGlobal('fetch', answer);
});
afterAll(() => vi.unstubAllGlobals());

describe('restoring a board from the trash', () => {
  it('should write the answer through receiveBoard into the list at its place, without fetching the list again', async () => {
    const store = makeStore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    const list = dispatch(boardsApi.endpoints.listBoards.initiate());
    await list;
    expect(received).toEqual(['GET /api/boards']);

    await dispatch(boardsApi.endpoints.restoreBoard.initiate(trashed.id)).unwrap();
    const titles = () =>
      boardsApi.endpoints.listBoards
        .select()(store.getState() as never)
        .data?.map((b) => b.title);
    expect(titles()).toEqual(['Board 1', 'Board 2', 'Board 3']);
    await vi.waitFor(() =>
      expect(boardsApi.endpoints.getBoard.select(trashed.id)(store.getState() as never).data?.version).toBe(
        3,
      ),
    );
    // Give an invalidation's refetch its turn: none comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.filter((r) => r === 'GET /api/boards')).toHaveLength(1);
    list.unsubscribe();
  });
});
