import type { Board, CreateBoardFromSampleData, SamplesResponse, SampleSummary } from '@planner/domain';

import { api } from '@/lib/api';
import { receiveBoard } from '@/lib/boards-api';
import { callableArgs, callableResult } from '@/lib/callable';

/** The sample boards and a new board from one, which joins the list like createBoard. */
export const samplesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSamples: build.query<SampleSummary[], void>({
      query: () => '/samples',
      transformResponse: (response: SamplesResponse) => response.samples,
    }),
    createBoardFromSample: build.mutation<Board, CreateBoardFromSampleData>({
      query: (data) => callableArgs('createBoardFromSample', data),
      transformResponse: callableResult<Board>,
      invalidatesTags: ['BoardQuota'],
      async onQueryStarted(_data, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board, { created: true }));
      },
    }),
  }),
});

export const { useListSamplesQuery, useCreateBoardFromSampleMutation } = samplesApi;
