import { type Board } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { boardsApi, receiveBoard } from '@/lib/boards-api';
import { testBoard } from '@/test/board-fixture';

const board = (version: number, title: string): Board =>
  testBoard({
    id: '2b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    title,
    version,
    updatedAt: `2026-01-0${version}T00:00:00.000Z`,
  });

function setup() {
  const store = makeStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
  const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
  const held = () => ({
    single: boardsApi.endpoints.getBoard.select(board(1, '').id)(store.getState() as never).data,
    listed: boardsApi.endpoints.listBoards.select()(store.getState() as never).data,
  });
  return { dispatch, held };
}

describe('receiveBoard', () => {
  it('should put a created board into the single board and the top of the list', async () => {
    const { dispatch, held } = setup();
    await dispatch(boardsApi.util.upsertQueryData('listBoards', undefined, []));
    dispatch(receiveBoard(board(1, 'First'), { created: true }));
    await vi.waitFor(() => expect(held().single?.title).toBe('First'));
    expect(held().listed?.map((b) => b.title)).toEqual(['First']);
  });

  it('should leave the newer board when a stale board is offered, in both places', async () => {
    const { dispatch, held } = setup();
    await dispatch(boardsApi.util.upsertQueryData('listBoards', undefined, [board(4, 'Newer')]));
    await dispatch(boardsApi.util.upsertQueryData('getBoard', board(4, '').id, board(4, 'Newer')));
    dispatch(receiveBoard(board(3, 'Stale')));
    expect(held().single).toMatchObject({ version: 4, title: 'Newer' });
    expect(held().listed?.map((b) => [b.version, b.title])).toEqual([[4, 'Newer']]);

    dispatch(receiveBoard(board(5, 'Newest')));
    expect(held().single).toMatchObject({ version: 5, title: 'Newest' });
    expect(held().listed?.map((b) => [b.version, b.title])).toEqual([[5, 'Newest']]);
  });

  it("should take only a PATCH answer's version and clock, keeping the cached content", async () => {
    const { dispatch, held } = setup();
    await dispatch(boardsApi.util.upsertQueryData('getBoard', board(2, '').id, board(2, 'Typed since')));
    dispatch(receiveBoard(board(3, 'As sent'), { clockOnly: true }));
    expect(held().single).toMatchObject({
      version: 3,
      title: 'Typed since',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
  });
});
