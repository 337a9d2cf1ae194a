import type { CommentThread, CreateComment, ThreadStatus } from '@planner/domain';

import { api } from '@/lib/api';

type ThreadAnswer = { thread: CommentThread };

/** Puts a thread's new state into the board's list (added at the end when new). */
function upsertThread(boardId: string, thread: CommentThread) {
  return commentsApi.util.updateQueryData('listComments', boardId, (threads) => {
    const at = threads.findIndex((t) => t.id === thread.id);
    if (at >= 0) threads[at] = thread;
    else threads.push(thread);
  });
}

/**
 * A board's comment threads, open and resolved, oldest first: one list per board that the comments
 * panel, the counts and the sidebar read. No tags (the tag list is in /login's entry): each answer
 * updates the list.
 */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listComments: build.query<CommentThread[], string>({
      query: (boardId) => `/boards/${boardId}/comments?status=all`,
      transformResponse: (response: { threads: CommentThread[] }) => response.threads,
    }),
    addComment: build.mutation<CommentThread, CreateComment & { boardId: string }>({
      query: ({ boardId, ...body }) => ({ url: `/boards/${boardId}/comments`, method: 'POST', body }),
      transformResponse: (response: ThreadAnswer) => response.thread,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertThread(boardId, data));
      },
    }),
    editComment: build.mutation<CommentThread, { boardId: string; commentId: string; body: string }>({
      query: ({ boardId, commentId, body }) => ({
        url: `/boards/${boardId}/comments/${commentId}`,
        method: 'PATCH',
        body: { body },
      }),
      transformResponse: (response: ThreadAnswer) => response.thread,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertThread(boardId, data));
      },
    }),
    deleteComment: build.mutation<null, { boardId: string; commentId: string }>({
      query: ({ boardId, commentId }) => ({
        url: `/boards/${boardId}/comments/${commentId}`,
        method: 'DELETE',
      }),
      // What is left of the thread (a placeholder, or nothing) is the server's to say: read the list again.
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) {
          void dispatch(
            commentsApi.endpoints.listComments.initiate(boardId, { forceRefetch: true, subscribe: false }),
          );
        }
      },
    }),
    setThreadStatus: build.mutation<
      CommentThread,
      { boardId: string; threadId: string; status: ThreadStatus }
    >({
      query: ({ boardId, threadId, status }) => ({
        url: `/boards/${boardId}/threads/${threadId}`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (response: ThreadAnswer) => response.thread,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(upsertThread(boardId, data));
      },
    }),
  }),
});

export const {
  useListCommentsQuery,
  useAddCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useSetThreadStatusMutation,
} = commentsApi;
