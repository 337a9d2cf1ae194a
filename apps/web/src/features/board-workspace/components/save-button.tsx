import { SaveIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SaveButtonProps {
  label?: string;
  dirty: boolean;
  primary: boolean;
  disabled?: boolean;
  onSave: () => Promise<unknown>;
}

/**
 * Saves through PATCH; says "Saving…" until the server answered (the board already shows the edit,
 * optimistically, so "nothing differs" does not mean saved yet), then "Saved" while nothing differs
 * from what is stored. Ctrl/Cmd+S saves too while focus is in the field's section (the `<section>`
 * around the field and this button).
 */
export function SaveButton({ label = 'Save', dirty, primary, disabled, onSave }: SaveButtonProps) {
  const [saving, setSaving] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const enabled = !disabled && !saving && dirty;

  const save = React.useCallback(() => {
    setSaving(true);
    void onSave().finally(() => setSaving(false));
  }, [onSave]);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      const section = button.current?.closest('section');
      if (!section?.contains(document.activeElement)) return;
      // The browser's "Save page" never helps here, even with nothing to save.
      event.preventDefault();
      if (enabled) save();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, save]);

  return (
    <Button
      ref={button}
      variant={primary && dirty ? 'default' : 'outline'}
      disabled={!enabled}
      aria-keyshortcuts="Control+S Meta+S"
      onClick={save}
    >
      {saving ? <Spinner /> : <SaveIcon aria-hidden />}
      {saving ? 'Saving…' : dirty ? label : 'Saved'}
    </Button>
  );
}
