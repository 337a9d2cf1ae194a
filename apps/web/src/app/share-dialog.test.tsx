import type { Board, BoardMember, BoardRole } from '@planner/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { ShareDialog } from '@/features/sharing/components/share-dialog';
import { stubPageRequests, testBoard } from '@/test/board-fixture';

const BOARD_ID = '5d6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const OWNER_ID = '6d6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const BOB_ID = 'fd6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

function board(role: BoardRole): Board {
  return testBoard({
    id: BOARD_ID,
    title: 'Coffee cart',
    ownerId: OWNER_ID,
    role,
    ownerName: role === 'owner' ? null : 'Ada',
  });
}

const member = (fields: Partial<BoardMember> & Pick<BoardMember, 'id' | 'email' | 'role' | 'status'>) =>
  ({ name: null, userId: null, invitedAt: null, invitedBy: null, expiresAt: null, ...fields }) as BoardMember;

const MEMBERS: BoardMember[] = [
  member({
    id: OWNER_ID,
    userId: OWNER_ID,
    email: 'ada@example.com',
    name: 'Ada',
    role: 'owner',
    status: 'active',
  }),
  member({
    id: '7d6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    email: 'bob@example.com',
    userId: BOB_ID,
    name: 'Bob',
    role: 'viewer',
    status: 'active',
    invitedAt: '2026-01-02T00:00:00.000Z',
    invitedBy: OWNER_ID,
  }),
  member({
    id: '8d6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    email: 'cy@example.com',
    role: 'commenter',
    status: 'expired',
    invitedAt: '2026-01-02T00:00:00.000Z',
    invitedBy: OWNER_ID,
    expiresAt: '2026-01-16T00:00:00.000Z',
  }),
];

/** Serves the sharing API from memory; `sent` records `METHOD path body`. */
function serve() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const body = input.method === 'GET' ? '' : await input.text();
    sent.push(`${input.method} ${url.pathname} ${body}`.trim());
    const path = url.pathname.replace(`/api/boards/${BOARD_ID}`, '');
    if (input.method === 'GET' && path === '/members') return Response.json({ members: MEMBERS });
    if (input.method === 'GET' && path === '/links') return Response.json({ links: [] });
    if (input.method === 'POST' && path === '/members') {
      return Response.json(
        { error: { code: 'already-exists', message: 'bob@example.com is already a member of this board.' } },
        { status: 409 },
      );
    }
    if (input.method === 'PATCH') {
      return Response.json({ member: { ...MEMBERS[1], role: JSON.parse(body).role } });
    }
    if (input.method === 'POST' && path === '/links') {
      const link = {
        id: '9d6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
        url: 'http://localhost/shared/abc123',
        createdAt: '2026-01-03T00:00:00.000Z',
        expiresAt: null,
        views: 0,
      };
      return Response.json({ link }, { status: 201 });
    }
    return new Response(null, { status: 204 });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

function renderDialog(role: BoardRole, userId: string) {
  stubPageRequests();
  const sent = serve();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <ShareDialog board={board(role)} userId={userId} open onOpenChange={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  return sent;
}

describe('the Share dialog', () => {
  it('should let the owner change a role, resend or revoke an expired invitation, and see a refusal in words', async () => {
    const user = userEvent.setup();
    const sent = renderDialog('owner', OWNER_ID);
    const dialog = await screen.findByRole('dialog', { name: 'Share “Coffee cart”' });

    const role = await within(dialog).findByRole('combobox', { name: 'Role of Bob' });
    expect(role).toHaveValue('viewer');
    await user.selectOptions(role, 'editor');
    await waitFor(() =>
      expect(sent).toContain(`PATCH /api/boards/${BOARD_ID}/members/${MEMBERS[1]?.id} {"role":"editor"}`),
    );

    expect(within(dialog).getByText(/Invitation expired/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Resend the invitation to cy@example.com' }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Revoke the invitation to cy@example.com' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Leave board' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'BOB@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'commenter');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'bob@example.com is already a member of this board.',
    );
    expect(sent).toContain(
      `POST /api/boards/${BOARD_ID}/members {"email":"BOB@example.com","role":"commenter"}`,
    );
  });

  it('should keep "Invite" reachable with no address, and say what is missing without sending anything', async () => {
    const user = userEvent.setup();
    const sent = renderDialog('owner', OWNER_ID);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Role of Bob' });
    const invite = within(dialog).getByRole('button', { name: 'Invite' });
    expect(invite).toBeEnabled();
    await user.click(invite);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the email address of the person to invite.',
    );
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('should show a new view-only link once, with Copy, and list it without its URL', async () => {
    const user = userEvent.setup();
    renderDialog('owner', OWNER_ID);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Create a view-only link' }));
    expect(await within(dialog).findByLabelText('New view-only link')).toHaveValue(
      'http://localhost/shared/abc123',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Live view-only links' });
    expect(within(list).getByText(/never expires · 0 views/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Revoke the link/ })).toBeVisible();
  });

  it('should show an editor who has access without invitations, roles, links, and offer Leave board', async () => {
    renderDialog('editor', BOB_ID);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('(you)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave board' })).toBeVisible();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Invite by email')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('View-only links')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Resend|Revoke|Remove/ })).not.toBeInTheDocument();
  });
});
