import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Shapes the built index.html for a phone's first paint:
 * - the entry's stylesheet is inlined, so the static loading screen paints with the document alone
 *   (the CSP allows inline styles, never inline scripts), and its link kept disabled;
 * - `routes/<name>.html` is index.html plus a modulepreload of the route's own chunks, which the
 *   browser would otherwise only request once the entry has run. The server sends it for `/<name>`.
 */
export function indexHtml({ routes }: { routes: Record<string, string[]> }): Plugin {
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
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') throw new Error('index-html: no entry chunk or index.html');
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
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: `routes/${name}.html`,
          source: String(html.source).replace('  </head>', `${links}  </head>`),
        });
      }
    },
  };
}
