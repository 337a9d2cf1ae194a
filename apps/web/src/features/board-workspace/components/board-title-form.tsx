import { BoardTitleSchema } from '@planner/domain';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface BoardTitleFormProps {
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** The board's name, edited in place in its header: checked with the domain's rule, Escape cancels. */
export default function BoardTitleForm({ initial, onSave, onCancel }: BoardTitleFormProps) {
  const [title, setTitle] = React.useState(initial);
  const [error, setError] = React.useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = BoardTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Rename board"
      className="flex min-w-0 flex-wrap items-center gap-2"
      noValidate
    >
      <Label htmlFor="header-board-title" className="sr-only">
        Board name
      </Label>
      <Input
        id="header-board-title"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the user just asked to edit
        autoFocus
        className="w-72 max-w-full"
        value={title}
        aria-invalid={error !== null}
        aria-describedby={error ? 'header-board-title-error' : undefined}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="sm">
        Save name
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p id="header-board-title-error" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
