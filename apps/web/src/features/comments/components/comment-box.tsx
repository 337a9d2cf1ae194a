import type { BoardMember } from '@planner/domain';
import { COMMENT_BODY_MAX } from '@planner/domain';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** The `@name` being typed right before the caret, if any. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(text.slice(0, caret));
  return match ? { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() } : null;
}

export interface CommentBoxProps {
  label: string;
  submitLabel: string;
  members: BoardMember[];
  initial?: string;
  busy?: boolean;
  onSubmit(body: string, mentions: string[]): Promise<boolean>;
  onCancel?(): void;
}

/**
 * A comment's text: typing `@` offers the board's members by name; a chosen name is written as
 * `@Name` and sent as a mention while it stays in the text.
 */
export function CommentBox({
  label,
  submitLabel,
  members,
  initial = '',
  busy,
  onSubmit,
  onCancel,
}: CommentBoxProps) {
  const id = React.useId();
  const [text, setText] = React.useState(initial);
  const [caret, setCaret] = React.useState(0);
  const [chosen, setChosen] = React.useState<BoardMember[]>([]);
  const ref = React.useRef<HTMLTextAreaElement>(null);
  const people = members.filter((m) => m.status === 'active' && m.userId && m.name);
  const typing = mentionQuery(text, caret);
  const offers = typing ? people.filter((m) => m.name!.toLowerCase().includes(typing.query)).slice(0, 6) : [];

  const choose = (member: BoardMember) => {
    if (!typing) return;
    const inserted = `@${member.name} `;
    const next = text.slice(0, typing.start) + inserted + text.slice(caret);
    setText(next);
    setChosen((list) => (list.some((m) => m.userId === member.userId) ? list : [...list, member]));
    const at = typing.start + inserted.length;
    setCaret(at);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const mentions = chosen.filter((m) => text.includes(`@${m.name}`)).map((m) => m.userId!);
    if (await onSubmit(text, mentions)) {
      setText('');
      setChosen([]);
    }
  };

  const tooLong = text.length > COMMENT_BODY_MAX;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        ref={ref}
        value={text}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          setCaret(e.target.selectionStart);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        aria-describedby={tooLong ? `${id}-limit` : undefined}
      />
      {offers.length > 0 && (
        <ul aria-label="Mention a member" className="flex flex-wrap gap-1">
          {offers.map((m) => (
            <li key={m.userId}>
              <Button type="button" size="sm" variant="outline" onClick={() => choose(m)}>
                {m.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {tooLong && (
        <p id={`${id}-limit`} className="text-sm text-destructive">
          A comment is limited to 5,000 characters
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || tooLong || text.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
