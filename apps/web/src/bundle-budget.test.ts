import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

/**
 * The JavaScript /login needs before it can render, at most 151 KB gzip (the session probe's
 * own first script and the route loaders that read a screen before it renders are counted in it).
 */
// 151: "Skip to content", only configured sign-in providers and the connectivity banner's place are
// on every first page; the Lighthouse bench decides whether /login stays fast on a phone.
const BUDGET_BYTES = 151 * 1024;
const DIST = path.resolve(import.meta.dirname, '../dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** What a first screen's page (`dist/routes/<name>.html`) loads at once: its entry and preloads. */
// What the budgets pay for. Home (193 KB): the boards list, the boards shared with the user (their
// "Leave board" loads only when some board is shared), and the hydration's reading of unsaved edits
// kept under a field's old bare name (`upgradeFieldName`), so nothing typed before an upgrade is lost:
// that reads the field catalogue (`fields.ts`, 2 KB), the one list of a board's fields.
// A board stage page (254 KB): the Idea step's two questions, amounts in the reader's locale, edits
// that survive another tab's save (the conflict's diff loads only when one happens), the line saying
// what a viewer may do and the Share button (the dialog is lazy), the board's name edited in its
// header (its form loads on the first Rename), one current page in the sidebar, the folded draft on a
// phone, each step's open comment counts with the Comments button (the panel loads on first open), who
// else is here and a live change's notice in the board frame (the stream itself loads once the board
// is open), and an optimistic PATCH that keeps the forecast's cost lines the budget's (home only
// merges a rename, `mergeBoardPatch`, and never loads the budget's reader).
// Shared modules (the prompt-version table, the offer profile, the plan-section list) each get a chunk
// of their own, which compresses alone.
const SCREEN_BUDGETS_KIB = { home: 193, 'board-stage': 254 };

function pageScripts(name: string): string[] {
  const html = readFileSync(path.join(DIST, 'routes', `${name}.html`), 'utf8');
  return [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:fetchpriority="low" )?(?:src|href)="\/([^"]+)"/g,
    ),
  ].map((match) => match[1]!);
}

/** index.html and every first screen's page (`routes/<name>.html`), as paths under dist. */
function builtPages(): string[] {
  const routes = readdirSync(path.join(DIST, 'routes')).filter((file) => file.endsWith('.html'));
  return ['index.html', ...routes.map((file) => `routes/${file}`)];
}

function gzipKiB(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length, 0) / 1024;
}

/** The entry, a route's chunk and everything they import statically (what the browser must fetch). */
function routeClosure(manifest: Record<string, ManifestChunk>, route: string): string[] {
  const entry = manifest['index.html'] ? 'index.html' : undefined;
  const chunk = Object.keys(manifest).find((key) => key.endsWith(route));
  if (!entry || !chunk) throw new Error(`The manifest has no entry or no chunk for ${route}.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(chunk);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

describe('bundle budget (apps/web/dist after vite build)', () => {
  it('should load /login with at most 151 KB of gzipped JavaScript', () => {
    expect(existsSync(MANIFEST), 'run `npm run build -w apps/web` first').toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const files = routeClosure(manifest, 'src/app/routes/login.tsx');
    const sizes = files.map((file) => gzipSync(readFileSync(path.join(DIST, file))).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.warn(`/login initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    expect(files.length).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('should load home and a board stage page with at most 193 and 250 KB of gzipped JavaScript', () => {
    for (const [name, budget] of Object.entries(SCREEN_BUDGETS_KIB)) {
      const total = gzipKiB(pageScripts(name));
      console.warn(`${name} page JS: ${total.toFixed(1)} KB gzip`);
      expect(total, name).toBeLessThanOrEqual(budget);
    }
  });

  // Home only lists and patches boards; a board stage page validates a table or a draft's stream on demand.
  it('should load no zod and build no board schema on home and a board stage page', () => {
    for (const name of ['home', 'board-stage']) {
      const code = pageScripts(name)
        .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
        .join('\n');
      // zod's error class, then messages of BoardSchema's parts (board.ts, forecast/assumptions.ts, tables.ts in packages/domain).
      for (const message of [
        'ZodError',
        'Text is limited to',
        'A forecast has at most 20 revenue streams',
        'Every budget column needs the same number of values',
      ]) {
        expect(code.includes(message), `${name}: ${message}`).toBe(false);
      }
    }
  });

  it('should preload on home and a board stage page their screen and the code that hydrates it', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const screens = {
      home: ['src/app/routes/home.tsx'],
      // The frame holds the board's session and sidebar: a server-rendered page hydrates them at once.
      'board-stage': ['src/app/layouts/board-layout.tsx', 'src/app/routes/board-stage.tsx'],
    };
    for (const [name, sources] of Object.entries(screens)) {
      const loaded = new Set(pageScripts(name));
      for (const source of [...sources, 'src/app/hydrate-page.tsx']) {
        expect(
          routeClosure(manifest, source).filter((file) => !loaded.has(file)),
          source,
        ).toEqual([]);
      }
    }
  });

  it('should keep the Markdown renderer out of what a board stage page loads first', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const renderer = Object.values(manifest).find((chunk) => chunk.file.includes('/markdown-renderer-'));
    expect(renderer).toBeDefined();
    expect(pageScripts('board-stage')).not.toContain(renderer!.file);
    expect(routeClosure(manifest, 'src/app/routes/board-stage.tsx')).not.toContain(renderer!.file);
  });

  it('should keep the inlined stylesheet linked but disabled, so no lazy chunk fetches it again', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const stylesheet = manifest['index.html']?.css?.[0];
    expect(stylesheet).toBeDefined();
    for (const page of builtPages()) {
      const html = readFileSync(path.join(DIST, page), 'utf8');
      expect(html, page).toContain(`<link rel="stylesheet" crossorigin href="/${stylesheet}" disabled>`);
    }
  });

  it('should load the route screens lazily, outside the entry', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const entry = manifest['index.html']!;
    const lazyRoutes = (entry.dynamicImports ?? []).filter((key) => key.includes('src/app/routes/'));
    expect(lazyRoutes.map((key) => path.basename(key))).toEqual(
      expect.arrayContaining([
        'login.tsx',
        'register.tsx',
        'home.tsx',
        'not-found.tsx',
        'service-agreement.tsx',
      ]),
    );
  });

  it('should run only the tiny session probe, which starts the app once the page is painted', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const probe = manifest['src/session-probe.ts']!;
    const app = manifest['index.html']!;
    expect(probe.isEntry).toBe(true);
    expect(gzipKiB([probe.file])).toBeLessThan(1);
    // It imports nothing: the browser runs it as soon as this one small file is there.
    expect(probe.imports ?? []).toEqual([]);
    for (const page of builtPages()) {
      const html = readFileSync(path.join(DIST, page), 'utf8');
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts, page).toEqual([`<script type="module" crossorigin src="/${probe.file}">`]);
      expect(html, page).not.toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/${probe.file}"`));
      expect(html, page).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${app.file}" data-app-entry>`,
      );
      expect(html, page).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
    }
  });

  it('should send /login and /register with their stylesheet inline and every chunk they need preloaded', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    for (const name of ['login', 'register']) {
      const html = readFileSync(path.join(DIST, 'routes', `${name}.html`), 'utf8');
      const loaded = new Set(
        [
          ...html.matchAll(
            /<(?:script type="module"|link rel="modulepreload") crossorigin (?:fetchpriority="low" )?(?:src|href)="\/([^"]+)"/g,
          ),
        ].map((match) => match[1]),
      );
      const needed = routeClosure(manifest, `src/app/routes/${name}.tsx`);
      expect(needed.filter((file) => !loaded.has(file))).toEqual([]);
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    }
  });
});
