import {
  BoardIdParamsSchema,
  BoardSchema,
  callableRequest,
  callableResponse,
  ErrorBodySchema,
  ExportQuerySchema,
  ImportBoardDataSchema,
  readerLocale,
  SHARED_PATH,
  SharedExportQuerySchema,
  SharedTokenParamsSchema,
} from '@planner/domain';

import type { App } from '../../lib/fastify.js';
import { nonJsonAnswer } from '../../lib/openapi.js';
import { currentUser } from '../auth/account-store.js';
import { readThreads } from '../comments/comment-store.js';
import { getReview } from '../reviews/review-store.js';
import { findSharedBoard, readSharedBoard } from '../sharing/sharing-store.js';
import { EXPORT_CONTENT_TYPES, exportBoard, exportedFileHeaders } from './export-board.js';
import { importBoardFile } from './import-board-file.js';
import { readExportableBoard } from './read-exportable-board.js';

const security = [{ bearer: [] }];

/** What a route that makes a document answers beyond its own errors: the render pool's bounds. */
const RENDER_ANSWERS = {
  429: ErrorBodySchema.describe(
    'A document of this caller (an account, a link) is still being made: one at a time. `Retry-After` says when to try again',
  ),
  503: ErrorBodySchema.describe(
    'Too many documents are waiting to be made, or this one passed the time or memory limit of one document. `Retry-After` says when to try again',
  ),
};

/** Export a board as a file, and import a JSON export as a new board. */
export async function exportsRoutes(app: App) {
  const pool = app.renderPool;

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
        response: { 200: nonJsonAnswer('The file, as a download', EXPORT_CONTENT_TYPES), ...RENDER_ANSWERS },
      },
      exposeHeadRoute: false,
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
        caller: `user:${user.uid}`,
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

  app.head(
    '/boards/:id/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['boards'],
        summary: "The file's headers (type, name), without making it",
        security,
        params: BoardIdParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: nonJsonAnswer("The file's headers, without the file", EXPORT_CONTENT_TYPES) },
      },
    },
    async (request, reply) => {
      const board = await readExportableBoard(app, request.params.id, currentUser(request));
      const file = exportedFileHeaders(board, request.query.format, new Date());
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(undefined);
    },
  );

  app.get(
    `${SHARED_PATH}/:token/export`,
    {
      schema: {
        tags: ['sharing'],
        summary: "A view-only link's plan as a PDF (no sign-in); counts one view",
        params: SharedTokenParamsSchema,
        querystring: SharedExportQuerySchema,
        response: { 200: nonJsonAnswer('The PDF, as a download', ['application/pdf']), ...RENDER_ANSWERS },
      },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const file = await readSharedBoard(app, request.params.token, (board) =>
        exportBoard(board, 'pdf', {
          pool,
          // Whoever holds the link: one document at a time per link.
          caller: `link:${request.params.token}`,
          locale: readerLocale(request.headers['accept-language']),
        }),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  // HEAD of a view-only link's PDF: what a GET would send, without counting a view nor making
  // the document (the plan's own HEAD is the sharing module's).
  app.head(
    `${SHARED_PATH}/:token/export`,
    {
      schema: {
        tags: ['sharing'],
        summary:
          "Whether a view-only link's PDF opens (its headers, no body); counts no view and makes no PDF",
        params: SharedTokenParamsSchema,
        querystring: SharedExportQuerySchema,
        response: { 200: nonJsonAnswer("The PDF's headers, without the PDF", ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const board = await findSharedBoard(app, request.params.token);
      const file = exportedFileHeaders(board, 'pdf', new Date());
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(undefined);
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
