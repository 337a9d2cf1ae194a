import {
  BASE_VERSION_HEADER,
  type Board,
  BOARD_VERSION_HEADER,
  type BoardPatch,
  type BoardQuota,
  type CreateBoardData,
  type HistoryResponse,
  mergeBoardPatch,
  type TrashedBoard,
} from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { api } from '@/lib/api';
import { callableArgs, callableResult } from '@/lib/callable';

const boardsOf = (response: { boards: Board[] }) => response.boards;
const quotaOf = (response: { quota: BoardQuota }) => response.quota;

/**
 * Each board's last PATCH from this tab, as the version it answered (0 when refused). A PATCH waits
 * for the one before it: two quick changes of one field (a section moved, then hidden) would
 * otherwise send the same base version, and the second would answer 409 against the tab's own first.
 */
const patchChains = new Map<string, Promise<number>>();

type PatchRule = (board: Board, patch: BoardPatch) => Board;

/**
 * How an optimistic PATCH changes the cached board: a plain merge (`mergeBoardPatch`) until a board
 * page installs the full rule, the domain's `applyBoardPatch`, which also keeps the forecast's cost
 * lines the budget's (`setBoardPatchRule`, called by the board layout). Home only renames and never
 * loads the budget's reader.
 */
let patchRule: PatchRule = mergeBoardPatch;

export function setBoardPatchRule(rule: PatchRule): void {
  patchRule = rule;
}

/**
 * The boards endpoints, shared by the home screen and the board workspace (spec 7): PATCH and DELETE
 * are applied to the caches at once and rolled back when the server refuses; createBoard puts the new
 * board at the top of the list and into the board cache.
 */
export const boardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBoards: build.query<Board[], void>({
      query: () => '/boards',
      transformResponse: boardsOf,
      providesTags: ['Boards'],
    }),
    getBoard: build.query<Board, string>({
      // The last version this tab saw: another server process never answers older than it.
      async queryFn(id, { getState }, _extra, baseQuery) {
        const version = lastSeenVersion(getState() as BoardsState, id);
        const headers = version ? { [BOARD_VERSION_HEADER]: String(version) } : undefined;
        const result = await baseQuery({ url: `/boards/${id}`, headers });
        return result.error ? { error: result.error } : { data: result.data as Board };
      },
      providesTags: (_result, _error, id) => [{ type: 'Board', id }],
    }),
    getBoardQuota: build.query<BoardQuota, void>({
      query: () => '/boards/quota',
      transformResponse: quotaOf,
      providesTags: ['BoardQuota'],
    }),
    createBoard: build.mutation<Board, CreateBoardData>({
      query: (data) => callableArgs('createBoard', data),
      transformResponse: callableResult<Board>,
      // Created or refused, the quota may have moved (a refusal can mean it changed elsewhere).
      invalidatesTags: ['BoardQuota'],
      async onQueryStarted(_data, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board, { created: true }));
      },
    }),
    /**
     * Every PATCH says which version it started from (`x-base-version`): `baseVersion`, the version
     * an edit started from, else the newest this tab has seen. A field someone changed since answers 409.
     */
    patchBoard: build.mutation<Board, { id: string; patch: BoardPatch; baseVersion?: number }>({
      async queryFn({ id, patch, baseVersion }, { getState }, _extra, baseQuery) {
        const previous = patchChains.get(id);
        // Typed, not inferred: inferring it reads `BoardsState`, which is read from `boardsApi` itself.
        const run: Promise<Awaited<ReturnType<typeof baseQuery>>> = (async () => {
          // This tab's own write just before is not someone else's: start from the version it answered.
          const answered = previous ? await previous : 0;
          const base: number =
            baseVersion ?? Math.max(answered, lastSeenVersion(getState() as BoardsState, id));
          const headers = base ? { [BASE_VERSION_HEADER]: String(base) } : undefined;
          return baseQuery({ url: `/boards/${id}`, method: 'PATCH', body: patch, headers });
        })();
        const version = run.then(
          (result) => (result.error ? 0 : (result.data as Board).version),
          () => 0,
        );
        patchChains.set(id, version);
        void version.then(() => {
          if (patchChains.get(id) === version) patchChains.delete(id);
        });
        const result = await run;
        return result.error ? { error: result.error } : { data: result.data as Board };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'History', id }],
      async onQueryStarted({ id, patch }, { dispatch, queryFulfilled }) {
        const inBoard = dispatch(
          boardsApi.util.updateQueryData('getBoard', id, (board) => patchRule(board, patch)),
        );
        const inList = dispatch(
          boardsApi.util.updateQueryData('listBoards', undefined, (boards) => {
            const index = boards.findIndex((b) => b.id === id);
            if (index >= 0) boards[index] = mergeBoardPatch(boards[index] as Board, patch);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // Only the server's clock and version are new: a later optimistic patch must not be overwritten.
          dispatch(receiveBoard(data, { clockOnly: true }));
        } catch {
          inBoard.undo();
          inList.undo();
        }
      },
    }),
    /** A board's revisions (one field's when `field` is given), newest first; never loaded with the board. */
    getBoardHistory: build.query<HistoryResponse, { id: string; field?: string; cursor?: string }>({
      query: ({ id, field, cursor }) => ({ url: `/boards/${id}/history`, params: { field, cursor } }),
      providesTags: (_result, _error, { id }) => [{ type: 'History', id }],
    }),
    /** Sets a field back to one revision's value (a new change); the answer is the board. */
    restoreRevision: build.mutation<Board, { id: string; revisionId: string }>({
      query: ({ id, revisionId }) => ({ url: `/boards/${id}/history/${revisionId}/restore`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'History', id }, 'Boards'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board));
      },
    }),
    listTrash: build.query<TrashedBoard[], void>({
      query: () => '/boards/trash',
      transformResponse: (response: { boards: TrashedBoard[] }) => response.boards,
      providesTags: ['Trash'],
    }),
    /** Takes a board out of the trash; the answer goes back into the list at its place, unfetched. */
    restoreBoard: build.mutation<Board, string>({
      query: (id) => ({ url: `/boards/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Trash'],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board, { restored: true }));
      },
    }),
    deleteBoardForever: build.mutation<void, string>({
      query: (id) => ({ url: `/boards/${id}`, method: 'DELETE', params: { permanent: 'true' } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const inTrash = dispatch(
          boardsApi.util.updateQueryData('listTrash', undefined, (boards) =>
            boards.filter((b) => b.id !== id),
          ),
        );
        await queryFulfilled.catch(() => inTrash.undo());
      },
    }),
    /** Moves a board to the trash (optimistic: it leaves the list at once). */
    deleteBoard: build.mutation<void, string>({
      query: (id) => ({ url: `/boards/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Trash'],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const inList = dispatch(
          boardsApi.util.updateQueryData('listBoards', undefined, (boards) =>
            boards.filter((b) => b.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          inList.undo();
        }
      },
    }),
  }),
});

type BoardsState = Parameters<ReturnType<typeof boardsApi.endpoints.listBoards.select>>[0];

export interface ReceiveBoardOptions {
  /** A board the server just made (createBoard, importBoard): it goes to the top of the list. */
  created?: boolean;
  /** A board back from the trash: it goes back into the list at its place (last changed first). */
  restored?: boolean;
  /**
   * A PATCH answer: the cache already holds its content (optimistically, maybe with later patches
   * on top), so only the server's `version` and `updatedAt` are taken.
   */
  clockOnly?: boolean;
}

/**
 * THE writer of a board the server answered into the cache (the single board and the boards list,
 * kept in step): createBoard and importBoard, PATCH answers, a revision or the trash restored, a
 * completion's stored board, and a board a live stream brings. A board older than the one held
 * (a lower `version`) is ignored, in each place on its own: an answer that arrives late never
 * replaces a newer board.
 */
export function receiveBoard(
  board: Board,
  { created = false, restored = false, clockOnly = false }: ReceiveBoardOptions = {},
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the root state is assembled from lazily injected slices
  return (dispatch: ThunkDispatch<any, unknown, UnknownAction>, getState: () => unknown): void => {
    const take = (held: Board) => {
      if (board.version < held.version) return held;
      return clockOnly ? { ...held, version: board.version, updatedAt: board.updatedAt } : board;
    };
    const held = boardsApi.endpoints.getBoard.select(board.id)(getState() as BoardsState).data;
    if (held) dispatch(boardsApi.util.updateQueryData('getBoard', board.id, take));
    else void dispatch(boardsApi.util.upsertQueryData('getBoard', board.id, board));
    dispatch(
      boardsApi.util.updateQueryData('listBoards', undefined, (boards) => {
        const index = boards.findIndex((b) => b.id === board.id);
        if (index >= 0) boards[index] = take(boards[index] as Board);
        else if (created) boards.unshift(board);
        else if (restored) {
          // The server's order: last changed first, then last created.
          const after = boards.findIndex(
            (b) =>
              b.updatedAt < board.updatedAt ||
              (b.updatedAt === board.updatedAt && b.createdAt < board.createdAt),
          );
          boards.splice(after < 0 ? boards.length : after, 0, board);
        }
      }),
    );
  };
}

/**
 * The first screen's reads a server-rendered page came with (API path -> the GET's answer), put into
 * the cache as those queries' results: the server renders with them, the browser hydrates with them.
 */
export function primeFirstReads(reads: Record<string, unknown>) {
  type Entry = Parameters<typeof boardsApi.util.upsertQueryEntries>[0][number];
  const entries = Object.entries(reads).flatMap(([path, body]): Entry[] => {
    if (path === '/api/boards') {
      return [{ endpointName: 'listBoards', arg: undefined, value: boardsOf(body as { boards: Board[] }) }];
    }
    if (path === '/api/boards/quota') {
      return [
        { endpointName: 'getBoardQuota', arg: undefined, value: quotaOf(body as { quota: BoardQuota }) },
      ];
    }
    const id = /^\/api\/boards\/([^/]+)$/.exec(path)?.[1];
    return id ? [{ endpointName: 'getBoard', arg: id, value: body as Board }] : [];
  });
  return boardsApi.util.upsertQueryEntries(entries);
}

/**
 * The newest version of a board this tab has seen: the board cache and the boards list hold every
 * GET, PATCH answer and completion `done` board. 0 when it has seen none.
 */
export function lastSeenVersion(state: BoardsState, id: string): number {
  const inBoard = boardsApi.endpoints.getBoard.select(id)(state).data?.version ?? 0;
  const inList =
    boardsApi.endpoints.listBoards
      .select()(state)
      .data?.find((b) => b.id === id)?.version ?? 0;
  return Math.max(inBoard, inList);
}

export const {
  useListBoardsQuery,
  useGetBoardQuery,
  useGetBoardQuotaQuery,
  useCreateBoardMutation,
  usePatchBoardMutation,
  useDeleteBoardMutation,
  useGetBoardHistoryQuery,
  useRestoreRevisionMutation,
  useListTrashQuery,
  useRestoreBoardMutation,
  useDeleteBoardForeverMutation,
} = boardsApi;
