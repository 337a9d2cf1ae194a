import * as React from 'react';

import type { EditConflictChoiceProps } from './edit-conflict';

// Shown only while someone else's save of a field being edited waits: loads then.
const LiveChangeNotice = React.lazy(() =>
  import('./edit-conflict').then((module) => ({ default: module.LiveChangeNotice })),
);
// Shown only after a refused save: its code (the side-by-side diff) loads then, not with the page.
const EditConflictChoice = React.lazy(() =>
  import('./edit-conflict').then((module) => ({ default: module.EditConflictChoice })),
);

export interface EditConflictSlotProps extends EditConflictChoiceProps {
  edit: EditConflictChoiceProps['edit'] & { liveChange?: unknown; showTheirs?: () => void };
}

/**
 * The edit conflict's choice when the field has one (`edit-conflict.tsx`); while the field is being
 * edited and someone saved it (the live stream), a notice offering their version; nothing otherwise.
 */
export function EditConflictSlot(props: EditConflictSlotProps) {
  const { edit, label } = props;
  if (!edit.conflict && edit.liveChange && edit.showTheirs) {
    return (
      <React.Suspense fallback={null}>
        <LiveChangeNotice savedBy={edit.savedBy} label={label} onShowTheirs={edit.showTheirs} />
      </React.Suspense>
    );
  }
  if (!edit.conflict) return null;
  return (
    <React.Suspense fallback={null}>
      <EditConflictChoice {...props} />
    </React.Suspense>
  );
}
