import type { Board, FieldPath } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { SidebarProvider } from '@/components/ui/sidebar';
import { BoardSession } from '@/features/board-workspace/components/board-session';
import { StageScreen } from '@/features/board-workspace/components/stage-screen';
import { boardsApi, receiveBoard } from '@/lib/boards-api';
import { fieldsChanged } from '@/lib/live-slice';
import { testBoard } from '@/test/board-fixture';

const BOARD_ID = '3c6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const FIELD: FieldPath = 'ideaData.initialIdea';

function board(version: number, initialIdea: string, title = 'Soup bikes'): Board {
  const made = testBoard({ id: BOARD_ID, title, version });
  made.ideaData.initialIdea = initialIdea;
  return made;
}

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  window.scrollTo = () => undefined;
});

async function openWithAnEdit() {
  const store = makeStore();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store lazily
  const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
  await dispatch(boardsApi.util.upsertQueryData('getBoard', BOARD_ID, board(1, 'Soup by bike')));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${BOARD_ID}/idea`]}>
        <SidebarProvider>
          <BoardSession boardId={BOARD_ID} />
          <StageScreen boardId={BOARD_ID} stage="IDEA" />
        </SidebarProvider>
      </MemoryRouter>
    </Provider>,
  );
  const editor = await screen.findByRole('textbox', { name: 'Your initial idea' });
  await userEvent.clear(editor);
  await userEvent.type(editor, 'Mine: soup for offices');
  /** Someone's save arriving through the live stream, as `lib/live-stream.ts` applies it. */
  const arrive = (version: number, text: string, by: { name: string; self: boolean }, title?: string) =>
    act(() => {
      dispatch(
        fieldsChanged({
          boardId: BOARD_ID,
          fields: [FIELD],
          change: { version, ...by, at: '2026-01-02T00:00:00.000Z' },
        }),
      );
      dispatch(receiveBoard(board(version, text, title)));
    });
  return { editor, arrive };
}

describe('a live change of a field being edited', () => {
  it('should keep the typed text, name who saved, and open the side-by-side choice on "Show their version"', async () => {
    const { editor, arrive } = await openWithAnEdit();
    await arrive(2, 'Theirs: soup for schools', { name: 'Eve Editor', self: false });

    expect(editor).toHaveValue('Mine: soup for offices');
    const notice = (
      await screen.findByText(/Eve Editor saved your initial idea while you were editing\./)
    ).closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: 'Show their version' }));
    const choice = await screen.findByRole('region', {
      name: 'Eve Editor saved your initial idea while you were editing',
    });
    expect(choice).toHaveTextContent('Their version');
    expect(choice).toHaveTextContent('Theirs: soup for schools');
    expect(choice).toHaveTextContent('Mine: soup for offices');
    expect(editor).toHaveValue('Mine: soup for offices');
  });

  it('should name a save of the same account "Your other tab", not someone else', async () => {
    const { editor, arrive } = await openWithAnEdit();
    await arrive(2, 'From my other tab', { name: 'Ada Owner', self: true });
    expect(editor).toHaveValue('Mine: soup for offices');
    expect(
      await screen.findByText(/^Your other tab saved your initial idea while you were editing\./),
    ).toBeInTheDocument();
  });
});
