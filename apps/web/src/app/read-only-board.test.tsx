import { type Board, type BoardRole, defaultForecastData, emptyBoardData } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ReadOnlyLine } from '@/app/layouts/board-access-bar';
import { makeStore } from '@/app/store';
import { BoardSession } from '@/features/board-workspace/components/board-session';
import { StageScreen } from '@/features/board-workspace/components/stage-screen';
import { ForecastScreen } from '@/features/forecast/components/forecast-screen';
import { PlanPage } from '@/features/plan/components/plan-page';
import { boardsApi } from '@/lib/boards-api';
import { testBoard } from '@/test/board-fixture';

const BOARD_ID = '2c6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

/** A board on the business idea's refine step, its idea refined, a budget and saved assumptions. */
function sharedBoard(role: BoardRole): Board {
  const data = emptyBoardData();
  Object.assign(data.ideaData, {
    initialIdea: 'Vegetable boxes',
    businessIdea: 'Boxes of vegetables.',
    refinedBusinessIdea: 'Weekly vegetable boxes for families in Lyon',
  });
  data.budgetingData.budget = { Item: ['Van'], 'Amount (EUR)': ['12000'] };
  const board = testBoard({
    ...data,
    id: BOARD_ID,
    currentStep: 'REFINE_BUSINESS_IDEA',
    furthestStep: 'REFINE_BUSINESS_IDEA',
    version: 4,
    role,
  });
  return { ...board, forecastData: defaultForecastData(board, new Date('2026-01-01')) };
}

beforeAll(() => {
  // jsdom has neither media queries nor scrolling; the stage screen uses both.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  window.scrollTo = () => undefined;
});

afterEach(() => vi.unstubAllGlobals());

/** Renders `screenOf` at `/:boardId/<path>` with the board in the cache as the server answered it to `role`. */
async function renderAs(role: BoardRole, path: string, screenOf: React.ReactElement) {
  const board = sharedBoard(role);
  // Any request (a position saved, a history read) is answered with the board; none is needed to draw.
  vi.stubGlobal('fetch', async () => Response.json(board));
  const store = makeStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
  const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
  await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, board));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${BOARD_ID}/${path}`]}>
        <Routes>
          <Route
            path="/:boardId/*"
            element={
              <>
                <BoardSession boardId={BOARD_ID} />
                <ReadOnlyLine />
                {screenOf}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('a board shared with a reader', () => {
  it('should show a viewer the step read-only: the text and its history, no editor, no Generate, no Save', async () => {
    await renderAs('viewer', 'idea', <StageScreen boardId={BOARD_ID} stage="IDEA" />);
    expect(await screen.findByText('Weekly vegetable boxes for families in Lyon')).toBeInTheDocument();
    expect(screen.getByText('You can view this board')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your business idea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Your business idea' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /generate|save/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('should tell a commenter they can view and comment, with the same read-only step', async () => {
    await renderAs('commenter', 'idea', <StageScreen boardId={BOARD_ID} stage="IDEA" />);
    expect(await screen.findByText('You can view and comment on this board')).toBeInTheDocument();
    expect(screen.getByText('Weekly vegetable boxes for families in Lyon')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('should give an editor the editor and no read-only line', async () => {
    await renderAs('editor', 'idea', <StageScreen boardId={BOARD_ID} stage="IDEA" />);
    expect(await screen.findByRole('button', { name: /save/i })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByText(/You can view/)).not.toBeInTheDocument();
  });

  it('should show a viewer the plan with its exports but no cover form and no section controls', async () => {
    await renderAs('viewer', 'plan', <PlanPage boardId={BOARD_ID} />);
    expect(await screen.findByRole('heading', { name: 'Veggie boxes', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByText('Cover and company details')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('should give the plan its controls back for an editor', async () => {
    await renderAs('editor', 'plan', <PlanPage boardId={BOARD_ID} />);
    expect(await screen.findByText('Cover and company details')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('should show a viewer the forecast projected from the saved assumptions, without the form or a draft', async () => {
    await renderAs('viewer', 'forecast', <ForecastScreen boardId={BOARD_ID} />);
    expect(await screen.findByRole('heading', { name: 'Forecast', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Forecast assumptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save assumptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft assumptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
