import { textLimitNote } from '@planner/domain';

import { cn } from '@/lib/utils';

/** The id of a field's length note, for its editor's `aria-describedby`. */
export const textLimitId = (fieldId: string) => `${fieldId}-limit`;

/** True when a text is too long to save (Save and Generate then refuse it in the editor). */
export const isTooLong = (text: string) => textLimitNote(text)?.over === true;

/** Under a text editor: a counter near the 20,000-character limit, and why a longer text cannot be saved. */
export function TextLimit({ fieldId, value }: { fieldId: string; value: string }) {
  const note = textLimitNote(value);
  return (
    <p
      id={textLimitId(fieldId)}
      aria-live="polite"
      className={cn('text-xs', note?.over ? 'font-medium text-destructive' : 'text-muted-foreground')}
    >
      {note?.message}
    </p>
  );
}
