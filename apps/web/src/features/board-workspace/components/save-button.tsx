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

/** Saves through PATCH; says "Saved" when nothing differs from what is stored. */
export function SaveButton({ label = 'Save', dirty, primary, disabled, onSave }: SaveButtonProps) {
  const [saving, setSaving] = React.useState(false);
  return (
    <Button
      variant={primary && dirty ? 'default' : 'outline'}
      disabled={disabled || saving || !dirty}
      onClick={() => {
        setSaving(true);
        void onSave().finally(() => setSaving(false));
      }}
    >
      {saving ? <Spinner /> : <SaveIcon aria-hidden />}
      {dirty ? label : 'Saved'}
    </Button>
  );
}
