import type { DismissFinding, ReviewFinding, ReviewResponse } from '@planner/domain';

import { api } from '@/lib/api';

/**
 * The plan review, shared by the review page, the plan page and the home cards. The
 * board's version is part of the argument: a board that moved on is reviewed again.
 */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReview: build.query<ReviewResponse, { boardId: string; version: number }>({
      query: ({ boardId }) => `/boards/${boardId}/review`,
    }),
    dismissFinding: build.mutation<
      ReviewFinding,
      { boardId: string; version: number; findingId: string; body: DismissFinding }
    >({
      query: ({ boardId, findingId, body }) => ({
        url: `/boards/${boardId}/review/findings/${encodeURIComponent(findingId)}`,
        method: 'PATCH',
        body,
      }),
      // The score moves with the dismissal: the review is read again (no tag: /login's budget counts bytes).
      async onQueryStarted({ boardId, version }, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) {
          void dispatch(
            reviewApi.endpoints.getReview.initiate(
              { boardId, version },
              { forceRefetch: true, subscribe: false },
            ),
          );
        }
      },
    }),
    /** The AI critique (prompt 7.1.1): its answer is the whole review, put into the review's cache entry. */
    requestCritique: build.mutation<ReviewResponse, { boardId: string; version: number }>({
      query: ({ boardId }) => ({ url: `/boards/${boardId}/review`, method: 'POST' }),
      async onQueryStarted({ boardId, version }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(reviewApi.util.upsertQueryData('getReview', { boardId, version }, data));
      },
    }),
  }),
});

export const { useGetReviewQuery, useDismissFindingMutation, useRequestCritiqueMutation } = reviewApi;
