import type { FactsProposal } from '@planner/domain';

import { api } from '@/lib/api';

/** The engine's reading of the board's initial idea into facts to confirm; the server stores nothing. */
export const factsApi = api.injectEndpoints({
  endpoints: (build) => ({
    proposeFacts: build.mutation<FactsProposal, string>({
      query: (boardId) => ({ url: `/boards/${boardId}/facts/proposal`, method: 'POST' }),
    }),
  }),
});

export const { useProposeFactsMutation } = factsApi;
