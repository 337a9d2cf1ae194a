import type { Prompt, PromptFolder, SavePromptRequest } from '@planner/domain';

import { api } from '@/lib/api';

/** `GET /api/prompts` (refetched on every mount) and `POST /api/prompts` (optimistic, rolled back on failure). */
export const promptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrompts: build.query<PromptFolder[], void>({
      query: () => '/prompts',
      transformResponse: (response: { folders: PromptFolder[] }) => response.folders,
      providesTags: ['Prompts'],
    }),
    savePrompt: build.mutation<{ folder: string; prompt: Prompt }, SavePromptRequest>({
      query: (body) => ({ url: '/prompts', method: 'POST', body }),
      async onQueryStarted({ folder, name, data }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          promptsApi.util.updateQueryData('getPrompts', undefined, (folders) => {
            const prompt = folders.find((f) => f.name === folder)?.prompts.find((p) => p.name === name);
            if (prompt) prompt.data = data;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetPromptsQuery, useSavePromptMutation } = promptsApi;
