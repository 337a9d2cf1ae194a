import {
  BoardIdParamsSchema,
  BoardSchema,
  callableRequest,
  callableResponse,
  ExportQuerySchema,
  ImportBoardDataSchema,
  readerLocale,
  SharedExportQuerySchema,
  SharedPlanResponseSchema,
  SharedTokenParamsSchema,
} from '@planner/domain';

import type { App } from '../../lib/fastify.js';
import { nonJsonAnswer } from '../../lib/openapi.js';
import { SHARED_HEADERS } from '../../lib/security-headers.js';
import { currentUser } from '../auth/account-store.js';
import { readSharedBoard } from '../boards/board-store.js';
import { readThreads } from '../comments/comment-store.js';
import { getReview } from '../reviews/review-store.js';
import { EXPORT_CONTENT_TYPES, exportBoard } from './export-board.js';
import { importBoardFile } from './import-board-file.js';
import { readExportableBoard } from './read-exportable-board.js';
import { readSharedPlan } from './read-shared-plan.js';
import { createRenderPool } from './render-pool.js';

const security = [{ bearer: [] }];

/** Export a board as a file, and import a JSON export as a new board. */
export async function exportsRoutes(app: App) {
  const pool = createRenderPool();
  app.addHook('onClose', async () => pool.close());

  app.get(
    '/boards/:id/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: 'The board as a PDF, Word, Markdown or JSON file (a download)',
        security,
        params: BoardIdParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: nonJsonAnswer('The file, as a download', EXPORT_CONTENT_TYPES) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const board = await readExportableBoard(app, request.params.id, user);
      const review = request.query.review === 'true' ? await getReview(app, board.id, user) : null;
      // Only the JSON export carries the comments: a document goes out clean.
      const threads = request.query.format === 'json' ? await readThreads(app.db, board.id) : [];
      // Amounts are written the reader's way: the browser's Accept-Language.
      const file = await exportBoard(board, request.query.format, {
        pool,
        locale: readerLocale(request.headers['accept-language']),
        review,
        threads,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/shared/:token',
    {
      schema: {
        tags: ['sharing'],
        summary:
          "A view-only link's plan (no sign-in): the plan as its PDF holds it, with the planning notice, and nothing else of the board; counts one view",
        params: SharedTokenParamsSchema,
        response: { 200: SharedPlanResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(SHARED_HEADERS);
      return readSharedBoard(app, request.params.token, (board) => ({
        plan: readSharedPlan(board, readerLocale(request.headers['accept-language'])),
      }));
    },
  );

  app.get(
    '/shared/:token/export',
    {
      schema: {
        tags: ['sharing'],
        summary: "A view-only link's plan as a PDF (no sign-in); counts one view",
        params: SharedTokenParamsSchema,
        querystring: SharedExportQuerySchema,
        response: { 200: nonJsonAnswer('The PDF, as a download', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      reply.headers(SHARED_HEADERS);
      const file = await readSharedBoard(app, request.params.token, (board) =>
        exportBoard(board, 'pdf', { pool, locale: readerLocale(request.headers['accept-language']) }),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    '/functions/importBoard',
    {
      onRequest: app.authenticate,
      // Refused with 429 when no board of quota is left.
      config: { errorStatuses: [429] },
      // An export of a board near the limits is larger than one PATCH may be.
      bodyLimit: app.config.BODY_LIMIT_BYTES * 8,
      schema: {
        tags: ['boards'],
        summary: 'Create a new board from a JSON export (consumes one board of quota)',
        security,
        body: callableRequest(ImportBoardDataSchema),
        response: { 200: callableResponse(BoardSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        result: await importBoardFile(app, {
          ownerId: user.uid,
          email: user.email,
          emailVerified: user.emailVerified,
          file: request.body.data,
          personalLimit: app.config.PERSONAL_BOARD_LIMIT,
        }),
      };
    },
  );
}
