import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Shapes the built index.html for a phone's first paint:
 * - the entry's stylesheet is inlined, so the static loading screen paints with the document alone
 *   (the CSP allows inline styles, never inline scripts), and its link kept disabled;
 * - `firstScript`, an entry of its own, is the page's only script, so the browser runs it as soon as
 *   this tiny file arrives; the app's entry is a preload (`data-app-entry`) the first script imports
 *   once the page as sent is painted (the server's screen, or the static loading screen), and it and
 *   every other preload are fetched at low priority, so that paint never waits for them;
 * - `routes/<name>.html` is index.html plus a modulepreload of the route's own chunks, which the
 *   browser would otherwise only request once the entry has run. The server sends it for `/<name>`;
 *   on a page the server may render (`serverRendered`), the preloads wait for the first paint.
 */
/** Every chunk the page fetches ahead is fetched at low priority: the static first screen goes first. */
const PRELOAD = '<link rel="modulepreload" crossorigin fetchpriority="low"';

/**
 * A server-rendered page's preloads, held in a `<template data-app-preloads>` (whose links fetch
 * nothing) that the first script moves into the page once the server's screen is painted: the
 * screen's first paint shares the network with no script, and the app's chunks still arrive
 * together, not one import after another.
 */
function preloadsAfterPaint(page: string): string {
  const preload = /^ *<link rel="modulepreload"[^>]*>\n/gm;
  const links = page.match(preload) ?? [];
  if (links.length === 0) throw new Error('index-html: a server-rendered page with no preloads');
  return page
    .replace(preload, '')
    .replace('  </head>', `    <template data-app-preloads>\n${links.join('')}    </template>\n  </head>`);
}

export function indexHtml({
  firstScript,
  routes,
  serverRendered,
}: {
  firstScript: string;
  routes: Record<string, string[]>;
  /** The routes' pages the server may send with the screen drawn (apps/server, modules/pages). */
  serverRendered: string[];
}): Plugin {
  return {
    name: 'planner:index-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return seen;
      };
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('index-html: no index.html');
      const entry = chunks.find((chunk) => chunk.isEntry && String(html.source).includes(chunk.fileName));
      const first = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(firstScript));
      if (!entry || !first) throw new Error(`index-html: no app entry or no entry for ${firstScript}`);
      const entryScript = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!String(html.source).includes(entryScript)) throw new Error(`index-html: no ${entryScript}`);
      html.source = String(html.source)
        .replace(
          entryScript,
          () =>
            `<script type="module" crossorigin src="/${first.fileName}"></script>\n    ` +
            `<link rel="modulepreload" crossorigin href="/${entry.fileName}" data-app-entry>`,
        )
        .replaceAll('<link rel="modulepreload" crossorigin', PRELOAD)
        // The first script is the page's script already: a preload of it is one more link to process.
        .replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${first.fileName}">`), '');
      const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(
        String(html.source),
      );
      const css = stylesheet && bundle[stylesheet[1]!];
      if (!stylesheet || css?.type !== 'asset') throw new Error('index-html: index.html links no stylesheet');
      // The link stays, disabled (never fetched): Vite's loader of lazy chunks skips a stylesheet the page
      // links, and would otherwise fetch and apply this one a second time.
      html.source = String(html.source).replace(
        stylesheet[0],
        () => `<style>${String(css.source)}</style>\n    ${stylesheet[0].replace('>', ' disabled>')}`,
      );
      const loaded = closure(entry);
      for (const [name, sources] of Object.entries(routes)) {
        const needed = new Set(
          sources.flatMap((source) => {
            const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
            if (!route) throw new Error(`index-html: no chunk for ${source}`);
            return [...closure(route)];
          }),
        );
        const links = [...needed]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => `    ${PRELOAD} href="/${fileName}">\n`)
          .join('');
        const page = String(html.source).replace('  </head>', `${links}  </head>`);
        this.emitFile({
          type: 'asset',
          fileName: `routes/${name}.html`,
          source: serverRendered.includes(name) ? preloadsAfterPaint(page) : page,
        });
      }
    },
  };
}
