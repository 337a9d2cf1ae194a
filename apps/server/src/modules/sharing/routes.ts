import {
  AddMemberDataSchema,
  BoardIdParamsSchema,
  BoardMemberResponseSchema,
  BoardMembersResponseSchema,
  CreatedShareLinkResponseSchema,
  CreateShareLinkDataSchema,
  InvitationResponseSchema,
  INVITATIONS_PER_HOUR,
  InvitationTokenParamsSchema,
  MemberParamsSchema,
  readerLocale,
  SHARE_EMAILS_PER_DAY,
  SHARED_PATH,
  SharedPlanResponseSchema,
  SharedTokenParamsSchema,
  ShareLinkParamsSchema,
  ShareLinksResponseSchema,
  UpdateMemberDataSchema,
} from '@planner/domain';
import { z } from 'zod';

import type { App } from '../../lib/fastify.js';
import { nonJsonAnswer } from '../../lib/openapi.js';
import { currentUser } from '../auth/account-store.js';
import { addBoardMember } from './add-board-member.js';
import { changeMemberRole } from './change-member-role.js';
import { createShareLink } from './create-share-link.js';
import { getInvitation } from './get-invitation.js';
import { listBoardMembers } from './list-board-members.js';
import { listBoardShareLinks } from './list-share-links.js';
import { findSharedBoard, readSharedBoard } from './read-shared-board.js';
import { readSharedPlan } from './read-shared-plan.js';
import { removeBoardMember } from './remove-board-member.js';
import { resendInvitation } from './resend-invitation.js';
import { revokeBoardShareLink } from './revoke-share-link.js';

const security = [{ bearer: [] }];
const tags = ['sharing'];
const noContent = z.null().describe('No content');

/** What the two routes that email an address say of the answer and its limits. */
const SHARE_EMAIL_RULES = [
  'The answer is the same whether or not an account holds the address: `status` `invited` (no `userId`, no `name`) until the person opens the board; an account with the address verified can open it at once, any other address through the emailed link once an account holding it verifies it.',
  `Each call emails the address and counts against the owner's ${INVITATIONS_PER_HOUR} invitations an hour (re-adds and resends included) and the address's ${SHARE_EMAILS_PER_DAY} email a day about this board: beyond either, 429 \`resource-exhausted\` with \`Retry-After\`, and nothing is written or sent.`,
].join(' ');

/** Sharing a board: members, invitations, view-only links and the plan a link opens. Mounted under /api. */
export async function sharingRoutes(app: App) {
  app.get(
    '/boards/:id/members',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The board's owner (first), members and invitations; any member may read them",
        security,
        params: BoardIdParamsSchema,
        response: { 200: BoardMembersResponseSchema },
      },
    },
    async (request) => ({ members: await listBoardMembers(app, request.params.id, currentUser(request)) }),
  );

  app.post(
    '/boards/:id/members',
    {
      onRequest: app.authenticate,
      // 409: the address is already on the board; 429: the owner's hour or the address's day is used up.
      config: { errorStatuses: [409, 429] },
      schema: {
        tags,
        summary:
          'Share the board with an email address (owner only): an invitation, whoever holds the address',
        description: SHARE_EMAIL_RULES,
        security,
        params: BoardIdParamsSchema,
        body: AddMemberDataSchema,
        response: { 201: BoardMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await addBoardMember(app, request.params.id, currentUser(request), request.body);
      return reply.code(201).send({ member });
    },
  );

  app.patch(
    '/boards/:id/members/:memberId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change a member's or an invitation's role (owner only)",
        security,
        params: MemberParamsSchema,
        body: UpdateMemberDataSchema,
        response: { 200: BoardMemberResponseSchema },
      },
    },
    async (request) => ({
      member: await changeMemberRole(
        app,
        request.params.id,
        currentUser(request),
        request.params.memberId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/boards/:id/members/:memberId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Remove a member or revoke an invitation (owner), or leave the board (a member removing themselves)',
        security,
        params: MemberParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeBoardMember(app, request.params.id, currentUser(request), request.params.memberId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/boards/:id/members/:memberId/resend',
    {
      onRequest: app.authenticate,
      // 400: the person has joined; 429: the owner's hour or the address's day is used up.
      config: { errorStatuses: [400, 429] },
      schema: {
        tags,
        summary: 'Send a pending or expired invitation again, valid 14 more days (owner only)',
        description: SHARE_EMAIL_RULES,
        security,
        params: MemberParamsSchema,
        response: { 200: BoardMemberResponseSchema },
      },
    },
    async (request) => ({
      member: await resendInvitation(app, request.params.id, currentUser(request), request.params.memberId),
    }),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          "An invitation link's address, board and whether the address has an account (no sign-in: the token is the proof)",
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationResponseSchema },
      },
    },
    async (request) => ({ invitation: await getInvitation(app, request.params.token) }),
  );

  app.post(
    '/boards/:id/links',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create a view-only link to the plan (owner only); its URL is answered this once',
        security,
        params: BoardIdParamsSchema,
        body: CreateShareLinkDataSchema,
        response: { 201: CreatedShareLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const link = await createShareLink(
        app,
        request.params.id,
        currentUser(request),
        request.body.expiresInDays,
      );
      return reply.code(201).send({ link });
    },
  );

  app.get(
    '/boards/:id/links',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The board's view-only links that are not revoked, without their URL (owner only)",
        security,
        params: BoardIdParamsSchema,
        response: { 200: ShareLinksResponseSchema },
      },
    },
    async (request) => ({ links: await listBoardShareLinks(app, request.params.id, currentUser(request)) }),
  );

  app.delete(
    '/boards/:id/links/:linkId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke a view-only link (owner only): it opens nothing from now on',
        security,
        params: ShareLinkParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeBoardShareLink(app, request.params.id, currentUser(request), request.params.linkId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${SHARED_PATH}/:token`,
    {
      schema: {
        tags: ['sharing'],
        summary:
          "A view-only link's plan (no sign-in): the plan as its PDF holds it, with the planning notice, and nothing else of the board; counts one view",
        params: SharedTokenParamsSchema,
        response: { 200: SharedPlanResponseSchema },
      },
      exposeHeadRoute: false,
    },
    async (request) => {
      return readSharedBoard(app, request.params.token, (board) => ({
        plan: readSharedPlan(board, readerLocale(request.headers['accept-language'])),
      }));
    },
  );

  // HEAD of a view-only link: whether the link opens, without counting a view.
  app.head(
    `${SHARED_PATH}/:token`,
    {
      schema: {
        tags: ['sharing'],
        summary: "Whether a view-only link opens (the plan's headers, no body); counts no view",
        params: SharedTokenParamsSchema,
        response: { 200: nonJsonAnswer("The plan's headers, without the plan", ['application/json']) },
      },
    },
    async (request, reply) => {
      await findSharedBoard(app, request.params.token);
      return reply.type('application/json; charset=utf-8').send(undefined);
    },
  );
}
