import { type Board, emptyBoardData } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { SidebarProvider } from '@/components/ui/sidebar';
import { BoardSession } from '@/features/board-workspace/components/board-session';
import { BoardSidebar } from '@/features/board-workspace/components/board-sidebar';
import { StageScreen } from '@/features/board-workspace/components/stage-screen';
import { boardsApi } from '@/lib/boards-api';

const BOARD_ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

function ideaBoard(): Board {
  const data = emptyBoardData();
  Object.assign(data.ideaData, {
    initialIdea: 'Vegetable boxes',
    refinedBusinessIdea: 'Weekly vegetable boxes for families',
    refinedGuidingQuestions: 'Yes, people want it.',
    geoMarket: 'Lyon',
    refinedProblemStatement: 'Families lack time to shop for fresh food.',
  });
  return {
    ...data,
    id: BOARD_ID,
    title: 'Veggie boxes',
    currentStage: 'IDEA',
    currentStep: 'DISPLAY_ALL',
    furthestStage: 'IDEA',
    furthestStep: 'DISPLAY_ALL',
    draftSources: {},
    ownerId: '1b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    companyId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

beforeAll(() => {
  // jsdom has neither media queries nor scrolling; the sidebar and the stage screen use both.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  window.scrollTo = () => undefined;
});

describe('the board has one source of truth', () => {
  it('should change what the sidebar and the stage screen show when its one cache entry is updated', async () => {
    const store = makeStore();
    // RTK Query's thunks: the API's middleware joins the store when it loads, so its type cannot name them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    // The board as the server sent it: the getBoard cache entry, with no request made here.
    await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, ideaBoard()));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/${BOARD_ID}/idea`]}>
          <SidebarProvider>
            <BoardSession boardId={BOARD_ID} />
            <BoardSidebar boardId={BOARD_ID} />
            <StageScreen boardId={BOARD_ID} stage="IDEA" />
          </SidebarProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByTestId('sidebar-board-name')).toHaveTextContent('Veggie boxes');
    expect(await screen.findByText('Families lack time to shop for fresh food.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Target Audience' })).toBeDisabled();

    // A live update from the server: one write to the same cache entry, nothing else.
    act(() => {
      dispatch(
        boardsApi.util.updateQueryData('getBoard', BOARD_ID, (board) => {
          board.title = 'Fresh boxes';
          board.ideaData.refinedProblemStatement = 'Busy parents cannot buy fresh food.';
          board.targetAudienceData.targetGroups = 'Busy parents';
        }),
      );
    });

    await waitFor(() => expect(screen.getByTestId('sidebar-board-name')).toHaveTextContent('Fresh boxes'));
    expect(await screen.findByText('Busy parents cannot buy fresh food.')).toBeInTheDocument();
    expect(screen.queryByText('Families lack time to shop for fresh food.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Target Audience' })).toBeEnabled();

    // No slice keeps a copy of the board: outside the API cache the store holds none of its content.
    const { api: _cache, ...slices } = store.getState() as Record<string, unknown>;
    expect(Object.keys(slices)).toEqual(expect.arrayContaining(['board', 'idea', 'targetAudience']));
    expect(JSON.stringify(slices)).not.toMatch(/Fresh boxes|Veggie boxes|fresh food|Busy parents/);
  });
});
