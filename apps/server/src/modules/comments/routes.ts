import {
  BoardIdParamsSchema,
  CommentParamsSchema,
  CommentThreadsResponseSchema,
  CreateCommentSchema,
  EditCommentSchema,
  ListCommentsQuerySchema,
  ThreadParamsSchema,
  ThreadResponseSchema,
  ThreadStatusSchema,
} from '@planner/domain';
import { z } from 'zod';

import { AppError } from '../../lib/app-error.js';
import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { addComment } from './add-comment.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';
import { listComments } from './list-comments.js';
import { setThreadStatus } from './set-thread-status.js';

const security = [{ bearer: [] }];
const tags = ['comments'];
const noContent = z.null().describe('No content');

/** Routes of the comments module, mounted under /api. */
export async function commentsRoutes(app: App) {
  // One count per user for every comment write, in the database (several processes share it).
  const writeLimit = app.rateLimit({
    max: app.config.COMMENT_WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `comment-writes:${currentUser(request).uid}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'resource-exhausted',
        `You can write ${context.max} comments per minute. Please wait ${context.after} and try again.`,
      ),
  });
  // A write's 403 (a viewer, or not the author) and 404 (a comment or thread the board lacks), its 429.
  const writeConfig = { errorStatuses: [403, 404, 429] };

  app.get(
    '/boards/:id/comments',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A board's comment threads, oldest first: on one field or all, open (default), resolved or all",
        security,
        params: BoardIdParamsSchema,
        querystring: ListCommentsQuerySchema,
        response: { 200: CommentThreadsResponseSchema },
      },
    },
    async (request) => listComments(app, request.params.id, currentUser(request), request.query),
  );

  app.post(
    '/boards/:id/comments',
    {
      onRequest: app.authenticate,
      preHandler: writeLimit,
      config: writeConfig,
      schema: {
        tags,
        summary:
          'A new thread on a field, or a reply in threadId (commenters and above); mentioned members are emailed',
        security,
        params: BoardIdParamsSchema,
        body: CreateCommentSchema,
        response: { 201: ThreadResponseSchema },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, config: app.config, mailer: app.mailer, log: request.log };
      const answer = await addComment(deps, request.params.id, currentUser(request), request.body);
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    '/boards/:id/comments/:commentId',
    {
      onRequest: app.authenticate,
      preHandler: writeLimit,
      config: writeConfig,
      schema: {
        tags,
        summary: 'Rewrite a comment (its author only)',
        security,
        params: CommentParamsSchema,
        body: EditCommentSchema,
        response: { 200: ThreadResponseSchema },
      },
    },
    async (request) =>
      editComment(app, request.params.id, request.params.commentId, currentUser(request), request.body),
  );

  app.delete(
    '/boards/:id/comments/:commentId',
    {
      onRequest: app.authenticate,
      preHandler: writeLimit,
      config: writeConfig,
      schema: {
        tags,
        summary:
          'Delete a comment (its author or the owner); a first comment with replies leaves "Comment deleted"',
        security,
        params: CommentParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteComment(app, request.params.id, request.params.commentId, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/boards/:id/threads/:threadId',
    {
      onRequest: app.authenticate,
      preHandler: writeLimit,
      config: writeConfig,
      schema: {
        tags,
        summary: "Resolve or reopen a thread (editors, the owner and the thread's author)",
        security,
        params: ThreadParamsSchema,
        body: ThreadStatusSchema,
        response: { 200: ThreadResponseSchema },
      },
    },
    async (request) =>
      setThreadStatus(app, request.params.id, request.params.threadId, currentUser(request), request.body),
  );
}
