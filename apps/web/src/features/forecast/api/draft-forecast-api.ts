import type { CompletionResponse } from '@planner/domain';

import { api } from '@/lib/api';
import { receiveBoard } from '@/lib/boards-api';

/** "Draft assumptions": prompt version 5.2.1 through the budgeting completion endpoint. */
export const draftForecastApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftForecast: build.mutation<CompletionResponse, string>({
      query: (boardId) => ({
        url: '/budgeting/completion',
        method: 'POST',
        body: { promptVersion: '5.2.1', boardId },
      }),
      // The server stored the draft in forecastData: the board cache takes the stored board.
      async onQueryStarted(_boardId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(receiveBoard(data.board));
      },
    }),
  }),
});

export const { useDraftForecastMutation } = draftForecastApi;
