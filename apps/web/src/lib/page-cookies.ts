import * as React from 'react';

/** The page's cookies as the server's page render was given them; null in the browser. */
export const PageCookiesContext = React.createContext<string | null>(null);

/** The page's cookies: the request's while the server renders, `document.cookie` in the browser. */
export function usePageCookies(): string {
  return React.use(PageCookiesContext) ?? document.cookie;
}
