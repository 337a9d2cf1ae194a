import {
  type Board,
  BOARD_VERSION_HEADER,
  type FieldPath,
  type LiveBoardEvent,
  type LiveCommentsEvent,
  type LiveEvent,
  type LivePresenceEvent,
  type Stage,
  type Step,
} from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { boardsApi, lastSeenVersion, receiveBoard } from '@/lib/boards-api';
import { commentsApi } from '@/lib/comments-api';
import { fieldsChanged, setViewers } from '@/lib/live-slice';
import { selectToken } from '@/lib/root-reducer';
import { sharingApi } from '@/lib/sharing-api';
import { readServerSentEvents } from '@/lib/sse';

/** One event of a board's stream, as the leading tab passes it to the others. */
export interface LiveMessage {
  event: LiveEvent;
  data: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the root state is assembled from lazily injected slices
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export interface LiveStore {
  dispatch: Dispatch;
  getState: () => unknown;
}

/** Injected with the stream's code, which loads only once a board is open. */
const liveApi = boardsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The board at `version` or newer (a live change), read past every cache by that version
     * (`x-board-version`) and put into the cache through `receiveBoard`.
     */
    readNewerBoard: build.mutation<Board, { id: string; version: number }>({
      query: ({ id, version }) => ({
        url: `/boards/${id}`,
        headers: { [BOARD_VERSION_HEADER]: String(version) },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board));
      },
    }),
  }),
});

/** Whether a PATCH of the board from this tab is on its way (RTK Query's mutation state). */
function patchPending(state: unknown, boardId: string): boolean {
  const mutations = (state as { api?: { mutations?: Record<string, unknown> } }).api?.mutations ?? {};
  return Object.values(mutations).some((entry) => {
    const m = entry as { endpointName?: string; status?: string; originalArgs?: { id?: string } };
    return m.endpointName === 'patchBoard' && m.status === 'pending' && m.originalArgs?.id === boardId;
  });
}

/** Resolves once this tab's PATCHes of the board that are on their way have been answered. */
async function settledPatches(boardId: string, getState: () => unknown): Promise<void> {
  while (patchPending(getState(), boardId)) await new Promise((resolve) => setTimeout(resolve, 50));
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;

const authorization = (store: LiveStore) => {
  const token = selectToken(store.getState() as never);
  return token ? `Bearer ${token}` : null;
};

/**
 * Follows a board's live stream (`GET /api/boards/:id/events`) until the returned function is
 * called. One tab of the browser holds the stream (the leader, by a Web Lock); it passes every event
 * to the board's other tabs over a BroadcastChannel, so any number of tabs use one connection. When
 * the leader closes, the next tab takes the lock and opens the stream. A stream that ends is opened
 * again (1 s, doubling to 15 s) with the token the tab holds then and the newest version it has
 * (`Last-Event-ID`); a board the user may no longer open (404, 403) is left. Each time it opens,
 * `onOpen` says where this tab is again.
 */
export function followBoard(
  boardId: string,
  uid: string,
  store: LiveStore,
  /** Called each time the stream opens: the server forgets where a person was once their last stream closed. */
  onOpen: () => void = () => undefined,
): () => void {
  const name = `planner-live:${boardId}`;
  const stop = new AbortController();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  const receive = (message: LiveMessage) => void handleLiveMessage(boardId, uid, store, message);
  if (channel) channel.onmessage = (event: MessageEvent<LiveMessage>) => receive(event.data);

  async function lead() {
    let retryMs = RETRY_FIRST_MS;
    while (!stop.signal.aborted) {
      const auth = authorization(store);
      if (auth) {
        try {
          const version = lastSeenVersion(store.getState() as never, boardId);
          const res = await fetch(`/api/boards/${boardId}/events`, {
            headers: {
              authorization: auth,
              accept: 'text/event-stream',
              ...(version ? { 'last-event-id': String(version) } : {}),
            },
            cache: 'no-store',
            signal: stop.signal,
          });
          if (res.status === 404 || res.status === 403) return;
          if (res.ok && res.body) {
            retryMs = RETRY_FIRST_MS;
            onOpen();
            for await (const event of readServerSentEvents(res.body)) {
              const message: LiveMessage = { event: event.event as LiveEvent, data: JSON.parse(event.data) };
              receive(message);
              channel?.postMessage(message);
            }
          }
        } catch {
          // Gone (network, the server drained): opened again below.
        }
      }
      if (stop.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  }

  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    navigator.locks.request(name, { signal: stop.signal }, lead).catch(() => undefined);
  } else void lead();

  return () => {
    stop.abort();
    channel?.close();
  };
}

/** Tells everyone on the board which stage and step this tab shows. */
export async function sayWhere(boardId: string, store: LiveStore, position: { stage: Stage; step: Step }) {
  const auth = authorization(store);
  if (!auth) return;
  await fetch(`/api/boards/${boardId}/presence`, {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(position),
  }).catch(() => undefined);
}

/**
 * What a live event changes in this tab: a newer board is read and enters the cache through
 * `receiveBoard` (fields nobody edits here update in place; an edited field keeps its text, and its
 * editor offers theirs), comments and members are read again, presence is kept for the header and
 * the sidebar. This tab's own saves come back too and are skipped (the cache already holds them).
 */
export async function handleLiveMessage(
  boardId: string,
  uid: string,
  store: LiveStore,
  message: LiveMessage,
) {
  const { dispatch, getState } = store;
  switch (message.event) {
    case 'board': {
      const change = message.data as LiveBoardEvent;
      // A save of this tab may be answered after its own event: wait for it before comparing.
      await settledPatches(boardId, getState);
      if (change.version <= lastSeenVersion(getState() as never, boardId)) return;
      dispatch(
        fieldsChanged({
          boardId,
          fields: change.fields as FieldPath[],
          change: {
            version: change.version,
            name: change.by?.name ?? null,
            self: change.by?.id === uid,
            at: new Date().toISOString(),
          },
        }),
      );
      const read = dispatch(
        liveApi.endpoints.readNewerBoard.initiate({ id: boardId, version: change.version }),
      );
      await read.unwrap().catch(() => undefined);
      read.reset();
      return;
    }
    case 'comments': {
      const { threadId } = message.data as LiveCommentsEvent;
      if (!threadId) return;
      await dispatch(
        commentsApi.endpoints.listComments.initiate(boardId, { forceRefetch: true, subscribe: false }),
      );
      return;
    }
    case 'members': {
      const members = sharingApi.endpoints.listMembers.select(boardId)(getState() as never);
      if (!members.isUninitialized) {
        await dispatch(
          sharingApi.endpoints.listMembers.initiate(boardId, { forceRefetch: true, subscribe: false }),
        );
      }
      // A role may have changed: the board answer carries it.
      await dispatch(
        boardsApi.endpoints.getBoard.initiate(boardId, { forceRefetch: true, subscribe: false }),
      );
      return;
    }
    case 'presence':
      dispatch(setViewers({ boardId, viewers: (message.data as LivePresenceEvent).viewers }));
      return;
    case 'resync':
      await dispatch(
        boardsApi.endpoints.getBoard.initiate(boardId, { forceRefetch: true, subscribe: false }),
      );
      await dispatch(
        commentsApi.endpoints.listComments.initiate(boardId, { forceRefetch: true, subscribe: false }),
      );
  }
}
