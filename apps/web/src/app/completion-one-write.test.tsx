import { type Board, emptyBoardData } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { useCompletion } from '@/features/board-workspace/hooks/use-completion';
import { boardsApi } from '@/lib/boards-api';
import { stubPageRequests } from '@/test/board-fixture';

const BOARD_ID = '4b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

/** On the revenue stream matrix, about to draft the SMART goals (4.3.1, shown on the next step). */
const board: Board = {
  ...emptyBoardData(),
  id: BOARD_ID,
  title: 'Veggie boxes',
  currentStage: 'BUSINESS_MODEL',
  currentStep: 'REVIEW_REVENUE_STREAM_MATRIX',
  furthestStage: 'BUSINESS_MODEL',
  furthestStep: 'REVIEW_REVENUE_STREAM_MATRIX',
  draftSources: {},
  ownerId: '5b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
  companyId: null,
  version: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** What the page sent, as `METHOD path`, answering every request with the completion's stream. */
function serveCompletion(stored: Board, completion: string): string[] {
  const sent: string[] = [];
  stubPageRequests();
  vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    const done = { completion, source: 'offline', board: stored };
    return new Response(`event: done\ndata: ${JSON.stringify(done)}\n\n`, {
      headers: { 'content-type': 'text/event-stream' },
    });
  });
  return sent;
}

function renderCompletion() {
  const store = makeStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
  const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${BOARD_ID}/business-model`]}>{children}</MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(() => useCompletion(BOARD_ID), { wrapper });
  const run = async () => {
    await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, board));
    await act(async () => {
      await result.current.run('4.3.1');
    });
    // Anything the hook would send after the answer has had its turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    return boardsApi.endpoints.getBoard.select(BOARD_ID)(store.getState() as never).data;
  };
  return run;
}

afterEach(() => vi.unstubAllGlobals());

describe('a completion on the web', () => {
  it('should send one write: the completion, the board where the server stored it, no move of its own', async () => {
    // The server decides where the draft lands and stores it with the draft: its board is the answer.
    const stored: Board = {
      ...board,
      businessModelData: { ...board.businessModelData, SMARTGoals: 'Sell 100 boxes a week.' },
      currentStep: 'REFINE_SMART_GOALS',
      version: 8,
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const sent = serveCompletion(stored, 'Sell 100 boxes a week.');
    const cached = await renderCompletion()();

    expect(sent).toEqual(['POST /api/business-model/completion']);
    expect(cached).toMatchObject({ currentStep: 'REFINE_SMART_GOALS', version: 8 });
  });

  it('should not move the board itself when the server kept it where it was', async () => {
    const stored: Board = { ...board, version: 8, updatedAt: '2026-01-02T00:00:00.000Z' };
    const sent = serveCompletion(stored, 'Goals.');
    const cached = await renderCompletion()();
    expect(cached).toMatchObject({ currentStep: 'REVIEW_REVENUE_STREAM_MATRIX', version: 8 });
    expect(sent).toEqual(['POST /api/business-model/completion']);
  });
});
