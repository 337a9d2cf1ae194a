import type { DismissFinding, ReviewFinding, ReviewResponse } from '@planner/domain';

import { api } from '@/lib/api';

/**
 * The plan review (issue 30), shared by the review page, the plan page and the home cards. The
 * board's version is part of the argument: a board that moved on is reviewed again.
 */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReview: build.query<ReviewResponse, { boardId: string; version: number }>({
      query: ({ boardId }) => `/boards/${boardId}/review`,
      providesTags: (_result, _error, { boardId }) => [{ type: 'Review', id: boardId }],
    }),
    dismissFinding: build.mutation<
      ReviewFinding,
      { boardId: string; findingId: string; body: DismissFinding }
    >({
      query: ({ boardId, findingId, body }) => ({
        url: `/boards/${boardId}/review/findings/${encodeURIComponent(findingId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { boardId }) => [{ type: 'Review', id: boardId }],
    }),
  }),
});

export const { useGetReviewQuery, useDismissFindingMutation } = reviewApi;
