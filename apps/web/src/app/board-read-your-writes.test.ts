import { BASE_VERSION_HEADER, type Board, BOARD_VERSION_HEADER } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { boardsApi } from '@/lib/boards-api';
import { stubPageRequests, testBoard } from '@/test/board-fixture';

const BOARD_ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

/** The board on the server; every PATCH also counts one write of another tab (+2). */
let stored: Board = testBoard({ id: BOARD_ID, version: 3 });
/** The version header of every GET the server received, in order. */
const sentVersions: (string | null)[] = [];
/** The base version header of every PATCH the server received, in order. */
const sentBases: (string | null)[] = [];

/** The server's side of the two board routes, at the fetch boundary. */
async function answer(request: Request): Promise<Response> {
  if (request.method === 'PATCH') {
    sentBases.push(request.headers.get(BASE_VERSION_HEADER));
    const patch = (await request.json()) as Partial<Board>;
    stored = { ...stored, ...patch, version: stored.version + 2 };
  } else {
    sentVersions.push(request.headers.get(BOARD_VERSION_HEADER));
  }
  return new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  stubPageRequests();
  vi.stubGlobal('fetch', answer);
});
afterAll(() => vi.unstubAllGlobals());

describe('board reads send the last version this tab saw', () => {
  it('should send the version of the last GET, PATCH answer and completion board', async () => {
    const store = makeStore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    const read = async () => {
      const result = await dispatch(boardsApi.endpoints.getBoard.initiate(BOARD_ID, { forceRefetch: true }));
      return result.data;
    };

    expect((await read())?.version).toBe(3);
    expect((await read())?.version).toBe(3);
    // The PATCH answer's version (5) replaces the cached one even though only the title was patched.
    await dispatch(
      boardsApi.endpoints.patchBoard.initiate({ id: BOARD_ID, patch: { title: 'Fresh boxes' } }),
    );
    expect(boardsApi.endpoints.getBoard.select(BOARD_ID)(store.getState() as never).data).toMatchObject({
      title: 'Fresh boxes',
      version: 5,
    });
    expect((await read())?.version).toBe(5);
    // A completion's `done` board goes into the board cache: its version is sent next.
    await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, { ...stored, version: 8 }));
    await read();

    expect(sentVersions).toEqual([null, '3', '5', '8']);
  });
});

describe("a tab's quick PATCHes to one board", () => {
  it("should start each from the version the tab's previous PATCH answered, not the same base", async () => {
    const store = makeStore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    const seen = (await dispatch(boardsApi.endpoints.getBoard.initiate(BOARD_ID, { forceRefetch: true })))
      .data;
    sentBases.length = 0;
    // A section moved, then hidden, before the first answer came back (the plan page's controls).
    const first = dispatch(
      boardsApi.endpoints.patchBoard.initiate({ id: BOARD_ID, patch: { title: 'Moved' } }),
    );
    const second = dispatch(
      boardsApi.endpoints.patchBoard.initiate({ id: BOARD_ID, patch: { title: 'Hidden' } }),
    );
    const [a, b] = [await first, await second];

    expect(sentBases).toEqual([String(seen?.version), String(a.data?.version)]);
    expect(b.data?.version).toBe((a.data?.version ?? 0) + 2);
  });
});
