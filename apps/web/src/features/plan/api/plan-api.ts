import { type Board, exportFileName, type ExportFormat } from '@planner/domain';

import { api } from '@/lib/api';
import { toApiError } from '@/lib/api-error';
import { receiveBoard } from '@/lib/boards-api';
import { callableArgs, callableResult } from '@/lib/callable';

/**
 * `importBoard`: a new board from a JSON export; it joins the list and the board cache like
 * createBoard. (A plan section's draft streams: `hooks/use-section-draft.ts`.)
 */
export const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    importBoard: build.mutation<Board, unknown>({
      query: (file) => callableArgs('importBoard', file),
      transformResponse: callableResult<Board>,
      invalidatesTags: ['BoardQuota'],
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const { data: board } = await queryFulfilled.catch(() => ({ data: null }));
        if (board) dispatch(receiveBoard(board, { created: true }));
      },
    }),
  }),
});

export const { useImportBoardMutation } = planApi;

/**
 * Downloads an export through the browser's own save flow: the file needs the bearer token, so it
 * is fetched, then handed to a temporary link with the server's file name.
 */
export async function downloadExport(
  board: Board,
  format: ExportFormat,
  token: string | null,
): Promise<void> {
  const response = await fetch(`/api/boards/${board.id}/export?format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name =
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    exportFileName(board.title, new Date().toISOString().slice(0, 10), format);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
