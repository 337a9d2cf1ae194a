import type { Board } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration, useParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { SidebarProvider } from '@/components/ui/sidebar';
import { BoardSession } from '@/features/board-workspace/components/board-session';
import { StageScreen } from '@/features/board-workspace/components/stage-screen';
import { boardsApi } from '@/lib/boards-api';
import { stubPageRequests, testBoard } from '@/test/board-fixture';

const BOARD_ID = '3c6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

/** A board on its last step, the Launch Plan, with a refined plan saved. */
function launchPlanBoard(): Board {
  const board = testBoard({
    id: BOARD_ID,
    title: 'Save walk',
    currentStage: 'GO_TO_MARKET',
    currentStep: 'REFINE_LAUNCH_PLAN',
    furthestStage: 'GO_TO_MARKET',
    furthestStep: 'REFINE_LAUNCH_PLAN',
  });
  Object.assign(board.goToMarketData, {
    marketingChannels: 'Instagram',
    refinedMarketingChannels: 'Instagram',
    launchPlan: 'Week 1: open.',
    refinedLaunchPlan: 'Week 1: open.',
  });
  return board;
}

const scrollTo = vi.fn();
const realScrollTo = window.scrollTo;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  window.scrollTo = scrollTo as never;
  stubPageRequests();
});
afterAll(() => {
  window.scrollTo = realScrollTo;
});

function Stage() {
  const { boardId = '' } = useParams();
  return (
    <SidebarProvider>
      <BoardSession boardId={boardId} />
      <StageScreen boardId={boardId} stage="GO_TO_MARKET" />
    </SidebarProvider>
  );
}

/**
 * A stage page opened without a step in its history entry records the step shown with a replacing
 * navigation. Under load that navigation may commit after the founder has scrolled down to Save:
 * it must not scroll the page back to the top under their pointer.
 */
describe('the step recorded in the page’s history entry', () => {
  it('should leave the page where the founder scrolled when its navigation commits late', async () => {
    const store = makeStore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, launchPlanBoard()));
    // The first load answers at once; a later one (the navigation's revalidation) waits for `release`.
    let loads = 0;
    let release = () => {};
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <ScrollRestoration />
            </>
          ),
          children: [
            {
              path: ':boardId/:stage',
              loader: async () => {
                loads += 1;
                if (loads > 1) await late;
                return null;
              },
              element: <Stage />,
            },
          ],
        },
      ],
      { initialEntries: [`/${BOARD_ID}/go-to-market`] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Your launch plan' })).toBeInTheDocument();
    // The step's own entry is on its way (its loader waits) while the founder scrolls down.
    await vi.waitFor(() => expect(loads).toBe(2));
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    scrollTo.mockClear();

    await act(async () => {
      release();
      await late;
    });
    await vi.waitFor(() => expect(router.state.location.state).toEqual({ step: 'REFINE_LAUNCH_PLAN' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
