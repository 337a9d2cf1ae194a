import type { Board, CommentPage, CommentThread } from '@planner/domain';
import { commentFieldLabel, commentFieldsOf, commentPageOf, roleAllows } from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { NativeSelect, NativeSelectOptions } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-error';
import { boardRole } from '@/lib/board-role';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useEditCommentMutation,
  useListCommentsQuery,
  useSetThreadStatusMutation,
} from '@/lib/comments-api';
import { useListMembersQuery } from '@/lib/sharing-api';

import { CommentBox } from './comment-box';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface CommentsPanelProps {
  board: Board;
  page: CommentPage;
  /** The signed-in person. */
  userId: string;
  /** The field and thread a link opened (`?field=&thread=`). */
  focusField: string | null;
  focusThread: string | null;
}

/** The page's threads with a box to start one on a field; replies, edit, delete, resolve and reopen. */
export default function CommentsPanel({ board, page, userId, focusField, focusThread }: CommentsPanelProps) {
  const { data: threads = [] } = useListCommentsQuery(board.id);
  const { data: members = [] } = useListMembersQuery(board.id);
  const [addComment, adding] = useAddCommentMutation();
  const fields = commentFieldsOf(page);
  const [field, setField] = React.useState(
    focusField && fields.some((f) => f.field === focusField) ? focusField : (fields[0]?.field ?? ''),
  );
  const [showResolved, setShowResolved] = React.useState(false);
  const canComment = roleAllows(boardRole(board), 'comment');
  const onPage = threads.filter((t) => commentPageOf(t.field) === page);
  const shown = onPage.filter((t) => t.status === 'open' || showResolved || t.id === focusThread);
  const resolvedCount = onPage.filter((t) => t.status === 'resolved').length;
  const fieldSelectId = React.useId();

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pb-6">
      {canComment && (
        <div className="flex flex-col gap-2 rounded-md border p-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldSelectId} className="text-sm font-medium">
              Field
            </label>
            <NativeSelect id={fieldSelectId} value={field} onChange={(e) => setField(e.target.value)}>
              <NativeSelectOptions options={fields.map((f) => ({ value: f.field, label: f.label }))} />
            </NativeSelect>
          </div>
          <CommentBox
            label="New comment"
            submitLabel="Comment"
            members={members}
            busy={adding.isLoading}
            onSubmit={async (body, mentions) => {
              const result = await addComment({ boardId: board.id, field, body, mentions });
              if ('error' in result) toast.error(errorMessage(result.error));
              return !('error' in result);
            }}
          />
        </div>
      )}
      {shown.length === 0 && <p className="text-sm text-muted-foreground">No open comments on this page.</p>}
      <ul className="flex flex-col gap-4" aria-label="Threads">
        {shown.map((thread) => (
          <ThreadItem
            key={thread.id}
            board={board}
            thread={thread}
            members={members}
            userId={userId}
            focused={thread.id === focusThread}
          />
        ))}
      </ul>
      {resolvedCount > 0 && (
        <Button variant="link" className="self-start px-0" onClick={() => setShowResolved((v) => !v)}>
          {showResolved ? 'Hide resolved' : `Show resolved (${resolvedCount})`}
        </Button>
      )}
    </div>
  );
}

function ThreadItem({
  board,
  thread,
  members,
  userId: uid,
  focused,
}: {
  board: Board;
  thread: CommentThread;
  members: Parameters<typeof CommentBox>[0]['members'];
  userId: string;
  focused: boolean;
}) {
  const role = boardRole(board);
  const [addComment, adding] = useAddCommentMutation();
  const [setStatus, setting] = useSetThreadStatusMutation();
  const ref = React.useRef<HTMLLIElement>(null);
  const starter = thread.comments[0]?.author?.id;
  const canResolve = roleAllows(role, 'edit') || (starter !== undefined && starter === uid);
  const canComment = roleAllows(role, 'comment');
  const headingId = `thread-${thread.id}`;

  React.useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [focused]);

  return (
    <li
      ref={ref}
      aria-labelledby={headingId}
      data-focused={focused || undefined}
      className="flex flex-col gap-3 rounded-md border p-3 data-[focused]:border-primary"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {commentFieldLabel(thread.field)}
        </h3>
        {thread.status === 'resolved' && <Badge variant="secondary">Resolved</Badge>}
      </div>
      <ol className="flex flex-col gap-3">
        {thread.comments.map((comment) => (
          <CommentItem key={comment.id} board={board} comment={comment} members={members} userId={uid} />
        ))}
      </ol>
      {thread.status === 'resolved' && thread.resolvedAt && (
        <p className="text-xs text-muted-foreground">
          Resolved by {thread.resolvedBy?.name ?? 'someone'} on {when(thread.resolvedAt)}
        </p>
      )}
      {canComment && (
        <CommentBox
          label="Reply"
          submitLabel="Reply"
          members={members}
          busy={adding.isLoading}
          onSubmit={async (body, mentions) => {
            const result = await addComment({
              boardId: board.id,
              field: thread.field,
              threadId: thread.id,
              body,
              mentions,
            });
            if ('error' in result) toast.error(errorMessage(result.error));
            return !('error' in result);
          }}
        />
      )}
      {canResolve && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={setting.isLoading}
          onClick={async () => {
            const status = thread.status === 'open' ? 'resolved' : 'open';
            const result = await setStatus({ boardId: board.id, threadId: thread.id, status });
            if ('error' in result) toast.error(errorMessage(result.error));
          }}
        >
          {thread.status === 'open' ? 'Resolve' : 'Reopen'}
        </Button>
      )}
    </li>
  );
}

function CommentItem({
  board,
  comment,
  members,
  userId,
}: {
  board: Board;
  comment: CommentThread['comments'][number];
  members: Parameters<typeof CommentBox>[0]['members'];
  userId: string;
}) {
  const [editing, setEditing] = React.useState(false);
  const [editComment, saving] = useEditCommentMutation();
  const [deleteComment, deleting] = useDeleteCommentMutation();
  const mine = comment.author?.id === userId;
  const canDelete = !comment.deleted && (mine || boardRole(board) === 'owner');

  if (comment.deleted) {
    return <li className="text-sm text-muted-foreground italic">{comment.body}</li>;
  }
  return (
    <li className="flex flex-col gap-1">
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{comment.author?.name ?? 'Someone'}</span> ·{' '}
        {when(comment.createdAt)}
        {comment.editedAt && ` · edited ${when(comment.editedAt)}`}
      </p>
      {editing ? (
        <CommentBox
          label="Edit comment"
          submitLabel="Save"
          members={members}
          initial={comment.body}
          busy={saving.isLoading}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const result = await editComment({ boardId: board.id, commentId: comment.id, body });
            if ('error' in result) toast.error(errorMessage(result.error));
            else setEditing(false);
            return !('error' in result);
          }}
        />
      ) : (
        <Markdown className="text-sm">{comment.body}</Markdown>
      )}
      {!editing && (mine || canDelete) && (
        <div className="flex gap-2">
          {mine && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button
              size="sm"
              variant="ghost"
              disabled={deleting.isLoading}
              onClick={async () => {
                const result = await deleteComment({ boardId: board.id, commentId: comment.id });
                if ('error' in result) toast.error(errorMessage(result.error));
              }}
            >
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
