import {
  BASE_VERSION_HEADER,
  BOARD_VERSION_HEADER,
  BoardDeleteQuerySchema,
  BoardIdParamsSchema,
  BoardListResponseSchema,
  BoardPatchHeadersSchema,
  BoardPatchSchema,
  BoardQuotaResponseSchema,
  BoardReadHeadersSchema,
  BoardSchema,
  callableRequest,
  callableResponse,
  CreateBoardDataSchema,
  CreateBoardFromSampleDataSchema,
  ForecastResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  LOGO_MAX_BASE64_CHARS,
  RevisionParamsSchema,
  SamplesResponseSchema,
  TrashResponseSchema,
} from '@planner/domain';
import { z } from 'zod';

import type { App } from '../../lib/fastify.js';
import { sendSerialized } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { createBoardCache } from './board-cache.js';
import { createBoard } from './create-board.js';
import { createBoardFromSample } from './create-board-from-sample.js';
import { getBoard, getKeptBoard } from './get-board.js';
import { getBoardHistory } from './get-board-history.js';
import { getBoardQuota } from './get-board-quota.js';
import { getForecast } from './get-forecast.js';
import { listBoards } from './list-boards.js';
import { listTrash } from './list-trash.js';
import { patchBoard } from './patch-board.js';
import { removeBoard } from './remove-board.js';
import { restoreBoard } from './restore-board.js';
import { restoreRevision } from './restore-revision.js';
import { startHousekeeping } from './run-housekeeping.js';
import { listSamples } from './samples.js';

const security = [{ bearer: [] }];

/** Routes of the boards module, mounted under /api. Access to a board: `requireBoardAccess`. */
export async function boardsRoutes(app: App) {
  const boardCache = createBoardCache(app);
  app.addHook('onClose', async () => boardCache.dispose());
  let stopHousekeeping = async () => {};
  app.addHook('onReady', async () => {
    stopHousekeeping = startHousekeeping({ db: app.db, config: app.config, log: app.log });
  });
  app.addHook('onClose', async () => stopHousekeeping());

  app.post(
    '/functions/createBoard',
    {
      onRequest: app.authenticate,
      // Refused with 429 when no board of quota is left.
      config: { errorStatuses: [429] },
      schema: {
        tags: ['boards'],
        security,
        body: callableRequest(CreateBoardDataSchema),
        response: { 200: callableResponse(BoardSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const board = await createBoard(app, {
        ownerId: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        title: request.body.data.title,
        personalLimit: app.config.PERSONAL_BOARD_LIMIT,
      });
      return { result: board };
    },
  );

  app.get(
    '/samples',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'The sample boards a new board can start from',
        security,
        response: { 200: SamplesResponseSchema },
      },
    },
    async () => ({
      samples: listSamples().map(({ id, title, currency, summary }) => ({ id, title, currency, summary })),
    }),
  );

  app.post(
    '/functions/createBoardFromSample',
    {
      onRequest: app.authenticate,
      // Refused with 429 when no board of quota is left.
      config: { errorStatuses: [429] },
      schema: {
        tags: ['boards'],
        summary: 'Create a new board filled from a sample (consumes one board of quota)',
        security,
        body: callableRequest(CreateBoardFromSampleDataSchema),
        response: { 200: callableResponse(BoardSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const board = await createBoardFromSample(app, {
        ownerId: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        sampleId: request.body.data.sampleId,
        personalLimit: app.config.PERSONAL_BOARD_LIMIT,
      });
      return { result: board };
    },
  );

  app.get(
    '/boards',
    {
      onRequest: app.authenticate,
      schema: { tags: ['boards'], security, response: { 200: BoardListResponseSchema } },
    },
    async (request) => ({ boards: await listBoards(app, currentUser(request)) }),
  );

  app.get(
    '/boards/quota',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: "What the caller's next board is drawn from and how many are left",
        security,
        response: { 200: BoardQuotaResponseSchema },
      },
    },
    async (request) => ({
      quota: await getBoardQuota(app, currentUser(request), app.config.PERSONAL_BOARD_LIMIT),
    }),
  );

  app.get(
    '/boards/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        description: `Send \`${BOARD_VERSION_HEADER}\` with the last \`version\` of the board this client saw (from any answer, through any server process): the answer is never older than that.`,
        security,
        params: BoardIdParamsSchema,
        headers: BoardReadHeadersSchema,
        response: { 200: BoardSchema },
      },
    },
    (request, reply) => {
      const minVersion = request.headers[BOARD_VERSION_HEADER];
      const { id } = request.params;
      const user = currentUser(request);
      // Answered at once from memory when it can be (most reads), without a promise.
      const kept = getKeptBoard(boardCache, id, user, minVersion);
      if (kept !== undefined) {
        sendSerialized(reply, kept);
        return;
      }
      return getBoard(app, boardCache, id, user, minVersion).then((json) => {
        sendSerialized(reply, json);
      });
    },
  );

  app.get(
    '/boards/:id/forecast',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'The 36-month forecast of three scenarios; amounts are integers in cents',
        security,
        params: BoardIdParamsSchema,
        response: { 200: ForecastResponseSchema },
      },
    },
    async (request) => getForecast(app, request.params.id, currentUser(request)),
  );

  app.patch(
    '/boards/:id',
    {
      onRequest: app.authenticate,
      config: { errorStatuses: [409] },
      // A patch may carry the plan's logo (up to 1 MB, as base64) on top of an ordinary body.
      bodyLimit: app.config.BODY_LIMIT_BYTES + LOGO_MAX_BASE64_CHARS + 1024,
      schema: {
        tags: ['boards'],
        description: `Send \`${BASE_VERSION_HEADER}\` with the board \`version\` your edit started from: a patched field someone changed after that version is refused with 409 \`aborted\` whose \`error.details.conflicts\` lists \`{ field, base, theirs, yours, at }\` for each such field (its value at your version, the stored one, yours, when it was stored), and nothing of the patch is written. Fields nobody else changed merge as usual. Without the header the patch overwrites whatever is stored.`,
        security,
        params: BoardIdParamsSchema,
        headers: BoardPatchHeadersSchema,
        body: BoardPatchSchema,
        response: { 200: BoardSchema },
      },
    },
    async (request) =>
      patchBoard(
        app,
        request.params.id,
        currentUser(request),
        request.body,
        request.headers[BASE_VERSION_HEADER],
      ),
  );

  app.delete(
    '/boards/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'Moves a board to the trash; with permanent=true deletes a trashed board for good',
        security,
        params: BoardIdParamsSchema,
        querystring: BoardDeleteQuerySchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const permanent = request.query.permanent === 'true';
      await removeBoard(app, request.params.id, currentUser(request), permanent);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/boards/trash',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: "The caller's boards in the trash, each with the moment it is deleted for good",
        security,
        response: { 200: TrashResponseSchema },
      },
    },
    async (request) => ({ boards: await listTrash(app, currentUser(request)) }),
  );

  app.post(
    '/boards/:id/restore',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'Takes a board out of the trash',
        security,
        params: BoardIdParamsSchema,
        response: { 200: BoardSchema },
      },
    },
    async (request) => restoreBoard(app, request.params.id, currentUser(request)),
  );

  app.get(
    '/boards/:id/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: "The board's field revisions, newest first, paged by cursor",
        security,
        params: BoardIdParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryResponseSchema },
      },
    },
    async (request) => getBoardHistory(app, request.params.id, currentUser(request), request.query),
  );

  app.post(
    '/boards/:id/history/:revisionId/restore',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'Sets a field back to the value of one revision, as a new change',
        security,
        params: RevisionParamsSchema,
        response: { 200: BoardSchema },
      },
    },
    async (request) =>
      restoreRevision(app, request.params.id, currentUser(request), request.params.revisionId),
  );
}
