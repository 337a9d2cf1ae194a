import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

import * as UI from '@/config/ui-constants';

/**
 * Spec section 9: default toasts last 4000 ms, three at a time, 356 px wide. They sit at the bottom
 * right, where they cover no heading (at the top centre they hid the History and Trash sheets'
 * titles); the spec's connectivity banner asks for `position: 'top-center'` itself.
 */
const { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } = UI;
const TOAST_WIDTH = `${UI.TOAST_WIDTH_PX}px`;

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      className="toaster group"
      style={
        {
          '--width': TOAST_WIDTH,
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
