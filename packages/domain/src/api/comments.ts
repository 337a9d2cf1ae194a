import { z } from 'zod';

import { isCommentField } from '../comments/comment-fields.js';

export const COMMENT_BODY_MAX = 5_000;
/** Most people one comment may mention. */
export const COMMENT_MENTIONS_MAX = 20;

export const THREAD_STATUSES = ['open', 'resolved'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** A field a thread is anchored to: a dotted path of the board (`ideaData.initialIdea`, `title`). */
export const CommentFieldSchema = z
  .string('field must name a board field such as ideaData.initialIdea')
  .max(100, 'field must name a board field such as ideaData.initialIdea')
  .refine(isCommentField, 'field must name a board field such as ideaData.initialIdea');

/** A comment's Markdown, stored as the text it is (rendered without raw HTML). */
export const CommentBodySchema = z
  .string('Write a comment')
  .refine((body) => body.trim().length > 0, 'Write a comment')
  .refine((body) => body.length <= COMMENT_BODY_MAX, 'A comment is limited to 5,000 characters');

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

export const CommentSchema = z.object({
  id: z.uuid(),
  /**
   * Null once deleted. `id` is null when no account answers for the name: a comment imported from a
   * file, or an author whose account is gone.
   */
  author: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  /** Markdown; "Comment deleted" for a deleted first comment kept for its replies. */
  body: z.string(),
  mentions: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deleted: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentThreadSchema = z.object({
  id: z.uuid(),
  field: z.string(),
  status: z.enum(THREAD_STATUSES),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: PersonSchema.nullable(),
  comments: z.array(CommentSchema),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

/** GET /api/boards/:id/comments?field=&status=open|resolved|all */
export const ListCommentsQuerySchema = z
  .object({
    field: CommentFieldSchema.optional(),
    status: z.enum([...THREAD_STATUSES, 'all'], 'status must be open, resolved or all').default('open'),
  })
  .strict();
export type ListCommentsQuery = z.infer<typeof ListCommentsQuerySchema>;

export const CommentThreadsResponseSchema = z.object({ threads: z.array(CommentThreadSchema) });
export type CommentThreadsResponse = z.infer<typeof CommentThreadsResponseSchema>;

/** POST /api/boards/:id/comments: a new thread on `field`, or a reply in `threadId`. */
export const CreateCommentSchema = z
  .object({
    field: CommentFieldSchema,
    body: CommentBodySchema,
    threadId: z.uuid('threadId must be a thread id').toLowerCase().optional(),
    mentions: z
      .array(z.uuid('mentions must be user ids').toLowerCase(), 'mentions must be a list of user ids')
      .max(COMMENT_MENTIONS_MAX, `Mention at most ${COMMENT_MENTIONS_MAX} people in one comment`)
      .optional(),
  })
  .strict();
export type CreateComment = z.infer<typeof CreateCommentSchema>;

export const ThreadResponseSchema = z.object({ thread: CommentThreadSchema });
export type ThreadResponse = z.infer<typeof ThreadResponseSchema>;

/** PATCH /api/boards/:id/comments/:commentId */
export const EditCommentSchema = z.object({ body: CommentBodySchema }).strict();
export type EditComment = z.infer<typeof EditCommentSchema>;

/** PATCH /api/boards/:id/threads/:threadId */
export const ThreadStatusSchema = z
  .object({ status: z.enum(THREAD_STATUSES, 'status must be open or resolved') })
  .strict();
export type ThreadStatusChange = z.infer<typeof ThreadStatusSchema>;

export const CommentParamsSchema = z
  .object({
    id: z.uuid('Board id must be a UUID').toLowerCase(),
    commentId: z.uuid('Comment id must be a UUID').toLowerCase(),
  })
  .strict();

export const ThreadParamsSchema = z
  .object({
    id: z.uuid('Board id must be a UUID').toLowerCase(),
    threadId: z.uuid('Thread id must be a UUID').toLowerCase(),
  })
  .strict();
