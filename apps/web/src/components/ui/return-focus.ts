import * as React from 'react';

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * A dialog or sheet opened from state (not from its Radix trigger) has nowhere to send focus when it
 * closes, so focus fell to `<body>`. This remembers the element focused when it opened and
 * returns focus there on close, when that element is still on the page. A Radix trigger is that
 * element too, so the result is the same where there is one.
 */
export function useReturnFocus(onOpenAutoFocus: FocusHandler, onCloseAutoFocus: FocusHandler) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
