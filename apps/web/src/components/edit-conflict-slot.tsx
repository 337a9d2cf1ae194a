import * as React from 'react';

import type { EditConflictChoiceProps } from './edit-conflict';

// Shown only after a refused save: its code (the side-by-side diff) loads then, not with the page.
const EditConflictChoice = React.lazy(() =>
  import('./edit-conflict').then((module) => ({ default: module.EditConflictChoice })),
);

/** The edit conflict's choice when the field has one (`edit-conflict.tsx`); nothing otherwise. */
export function EditConflictSlot(props: EditConflictChoiceProps) {
  if (!props.edit.conflict) return null;
  return (
    <React.Suspense fallback={null}>
      <EditConflictChoice {...props} />
    </React.Suspense>
  );
}
