import type { Board, BoardRole } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { BoardsHome } from '@/features/boards/components/boards-home';
import { boardsApi } from '@/lib/boards-api';
import { stubPageRequests, testBoard } from '@/test/board-fixture';

const USER_ID = 'ae6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const OTHER_ID = 'be6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

function board(id: string, title: string, role: BoardRole, ownerName: string | null): Board {
  return testBoard({ id, title, role, ownerName, ownerId: role === 'owner' ? USER_ID : OTHER_ID });
}

const OWN = board('ce6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b', 'My bakery', 'owner', null);
const SHARED = board('de6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b', 'Coffee cart', 'editor', 'Ada');
const MY_ENTRY = 'ee6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

afterEach(() => vi.unstubAllGlobals());

describe('home with boards shared with the user', () => {
  it('should list own boards and "Shared with you" apart, the shared card naming the owner and role, and leave one', async () => {
    stubPageRequests();
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      if (path.endsWith('/members')) {
        const members = [
          {
            id: OTHER_ID,
            userId: OTHER_ID,
            email: 'ada@example.com',
            name: 'Ada',
            role: 'owner',
            status: 'active',
          },
          {
            id: MY_ENTRY,
            userId: USER_ID,
            email: 'bob@example.com',
            name: 'Bob',
            role: 'editor',
            status: 'active',
          },
        ];
        return Response.json({ members });
      }
      if (path === '/api/boards/quota') {
        return Response.json({
          quota: {
            source: 'personal',
            companyName: null,
            remaining: null,
            total: null,
            awaitingVerification: null,
          },
        });
      }
      if (path === '/api/boards/trash') return Response.json({ boards: [] });
      return new Response(null, { status: 204 });
    });
    const store = makeStore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's thunks join the store when it loads
    const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
    await dispatch(boardsApi.util.upsertQueryData('listBoards', undefined, [SHARED, OWN]));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <BoardsHome userId={USER_ID} />
        </MemoryRouter>
      </Provider>,
    );

    const own = screen.getByRole('list', { name: 'Boards' });
    expect(within(own).getByRole('heading', { name: 'My bakery' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete My bakery' })).toBeVisible();
    expect(within(own).queryByText('Coffee cart')).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Shared with you', level: 2 })).toBeInTheDocument();
    const shared = screen.getByRole('list', { name: 'Boards shared with you' });
    expect(within(shared).getByRole('heading', { name: 'Coffee cart', level: 3 })).toBeInTheDocument();
    expect(within(shared).getByText(/Shared by/)).toHaveTextContent('Shared by Ada · You are an editor');
    expect(within(shared).queryByRole('button', { name: /Delete|Rename/ })).not.toBeInTheDocument();

    await userEvent.click(within(shared).getByRole('button', { name: 'Leave Coffee cart' }));
    await waitFor(() => expect(sent).toContain(`DELETE /api/boards/${SHARED.id}/members/${MY_ENTRY}`));
    await waitFor(() => expect(screen.queryByText('Coffee cart')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).not.toBeInTheDocument();
  });
});
