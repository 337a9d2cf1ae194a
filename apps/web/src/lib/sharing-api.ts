import type {
  AddMemberData,
  Board,
  BoardMember,
  CreatedShareLink,
  ShareLink,
  ShareRole,
} from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { api } from '@/lib/api';
import { boardsApi } from '@/lib/boards-api';

/**
 * Sharing a board: its members and invitations, and its view-only links. Shared by the
 * Share dialog and home's "Leave board". No tags (the tag list is in /login's entry): each answer
 * updates the lists it changes.
 */
export const sharingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<BoardMember[], string>({
      query: (boardId) => `/boards/${boardId}/members`,
      transformResponse: (response: { members: BoardMember[] }) => response.members,
    }),
    inviteMember: build.mutation<BoardMember, AddMemberData & { boardId: string }>({
      query: ({ boardId, email, role }) => ({
        url: `/boards/${boardId}/members`,
        method: 'POST',
        body: { email, role },
      }),
      transformResponse: (response: { member: BoardMember }) => response.member,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data: member } = await queryFulfilled.catch(() => ({ data: null }));
        if (member) dispatch(replaceMember(boardId, member));
      },
    }),
    changeMemberRole: build.mutation<BoardMember, { boardId: string; memberId: string; role: ShareRole }>({
      query: ({ boardId, memberId, role }) => ({
        url: `/boards/${boardId}/members/${memberId}`,
        method: 'PATCH',
        body: { role },
      }),
      transformResponse: (response: { member: BoardMember }) => response.member,
      async onQueryStarted({ boardId, memberId, role }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sharingApi.util.updateQueryData('listMembers', boardId, (members) => {
            const member = members.find((m) => m.id === memberId);
            if (member) member.role = role;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Removes a member, revokes an invitation, or (the caller's own entry) leaves the board. */
    removeMember: build.mutation<void, { boardId: string; memberId: string; leaving?: boolean }>({
      query: ({ boardId, memberId }) => ({ url: `/boards/${boardId}/members/${memberId}`, method: 'DELETE' }),
      async onQueryStarted({ boardId, memberId, leaving }, { dispatch, queryFulfilled }) {
        const inMembers = dispatch(
          sharingApi.util.updateQueryData('listMembers', boardId, (members) =>
            members.filter((m) => m.id !== memberId),
          ),
        );
        // Leaving: the board leaves home's list at once (back if the server refuses).
        const inList = leaving
          ? dispatch(
              boardsApi.util.updateQueryData('listBoards', undefined, (boards: Board[]) =>
                boards.filter((b) => b.id !== boardId),
              ),
            )
          : null;
        await queryFulfilled.catch(() => {
          inMembers.undo();
          inList?.undo();
        });
      },
    }),
    /** A new invitation email (a new link, 14 more days) for an invited or expired entry. */
    resendInvitation: build.mutation<BoardMember, { boardId: string; memberId: string }>({
      query: ({ boardId, memberId }) => ({
        url: `/boards/${boardId}/members/${memberId}/resend`,
        method: 'POST',
      }),
      transformResponse: (response: { member: BoardMember }) => response.member,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data: member } = await queryFulfilled.catch(() => ({ data: null }));
        if (member) dispatch(replaceMember(boardId, member));
      },
    }),
    listLinks: build.query<ShareLink[], string>({
      query: (boardId) => `/boards/${boardId}/links`,
      transformResponse: (response: { links: ShareLink[] }) => response.links,
    }),
    /** A new view-only link: its URL is in this answer only (the list never holds it). */
    createLink: build.mutation<CreatedShareLink, { boardId: string; expiresInDays?: number }>({
      query: ({ boardId, expiresInDays }) => ({
        url: `/boards/${boardId}/links`,
        method: 'POST',
        body: expiresInDays === undefined ? {} : { expiresInDays },
      }),
      transformResponse: (response: { link: CreatedShareLink }) => response.link,
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const { data: link } = await queryFulfilled.catch(() => ({ data: null }));
        if (!link) return;
        const { url: _shownOnce, ...listed } = link;
        dispatch(sharingApi.util.updateQueryData('listLinks', boardId, (links) => [listed, ...links]));
      },
    }),
    revokeLink: build.mutation<void, { boardId: string; linkId: string }>({
      query: ({ boardId, linkId }) => ({ url: `/boards/${boardId}/links/${linkId}`, method: 'DELETE' }),
      async onQueryStarted({ boardId, linkId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sharingApi.util.updateQueryData('listLinks', boardId, (links) =>
            links.filter((l) => l.id !== linkId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

/**
 * "Leave board" (home's card): the caller's own entry, found in the members list by the signed-in
 * user's id, removed; the board leaves home's list at once.
 */
export function leaveBoard(boardId: string, userId: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the root state is assembled from lazily injected slices
  return async (dispatch: ThunkDispatch<any, unknown, UnknownAction>) => {
    const members = await dispatch(
      sharingApi.endpoints.listMembers.initiate(boardId, { subscribe: false }),
    ).unwrap();
    const own = members.find((m) => m.userId === userId);
    if (!own) throw new Error('You are not a member of this board.');
    await dispatch(
      sharingApi.endpoints.removeMember.initiate({ boardId, memberId: own.id, leaving: true }),
    ).unwrap();
  };
}

/** A member the server answered, in place of the listed one (or added at the end). */
function replaceMember(boardId: string, member: BoardMember) {
  return sharingApi.util.updateQueryData('listMembers', boardId, (members) => {
    const index = members.findIndex((m) => m.id === member.id);
    if (index >= 0) members[index] = member;
    else members.push(member);
  });
}

export const {
  useListMembersQuery,
  useInviteMemberMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useListLinksQuery,
  useCreateLinkMutation,
  useRevokeLinkMutation,
} = sharingApi;
