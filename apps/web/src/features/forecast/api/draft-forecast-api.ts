import type { CompletionResponse } from '@planner/domain';

import { api } from '@/lib/api';

/**
 * "Draft assumptions": prompt version 5.2.1 through the budgeting completion endpoint as a preview
 *: the server stores nothing; the screen shows the draft until the user applies it.
 */
export const draftForecastApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftForecast: build.mutation<CompletionResponse, string>({
      query: (boardId) => ({
        url: '/budgeting/completion',
        method: 'POST',
        body: { promptVersion: '5.2.1', boardId, preview: true },
      }),
    }),
  }),
});

export const { useDraftForecastMutation } = draftForecastApi;
