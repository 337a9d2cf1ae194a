import * as React from 'react';

/** What a server-rendered page is drawn with; the browser's own language follows right after hydration. */
const SERVER_LOCALE = 'en-US';

function subscribe(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/** The first locale `Intl` supports among the browser's languages (a made-up tag falls back). */
function browserLocale(): string {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return Intl.NumberFormat.supportedLocalesOf([...languages])[0] ?? SERVER_LOCALE;
}

/**
 * The reader's locale (the browser's language): how every amount is written and read,
 * whatever market the board is about. Server-rendered pages use en-US until hydrated, so the
 * server's markup and the first client render agree.
 */
export function useReaderLocale(): string {
  return React.useSyncExternalStore(subscribe, browserLocale, () => SERVER_LOCALE);
}
