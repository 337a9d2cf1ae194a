import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LoadingScreen } from '@/components/layout/loading-screen';

import INDEX_HTML from '../../../index.html?raw';

/** Markup without the whitespace a formatter adds between tags and attributes. */
function normalized(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/\s*(\/?>)\s*/g, '$1')
    .replace(/\s*</g, '<')
    .trim();
}

describe('the static shell in index.html', () => {
  it('should be exactly the loading screen React paints first, so the first paint needs no script', () => {
    const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(INDEX_HTML)?.[1];
    expect(normalized(shell ?? '')).toBe(normalized(renderToStaticMarkup(<LoadingScreen />)));
  });
});
