import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

import { indexHtml } from './index-html';

function browserPagePlugins() {
  return [
    // Inline CSS; the screens people open first load their chunks beside the entry (the server maps paths).
    indexHtml({
      firstScript: 'src/session-probe.ts',
      serverRendered: ['home', 'board-stage'],
      routes: {
        // A signed-in user's home and board page come rendered by the server: hydrate-page hydrates them.
        home: ['src/app/routes/home.tsx', 'src/app/hydrate-page.tsx'],
        login: ['src/app/routes/login.tsx'],
        register: ['src/app/routes/register.tsx'],
        'board-stage': [
          'src/app/layouts/board-layout.tsx',
          'src/app/routes/board-stage.tsx',
          'src/app/hydrate-page.tsx',
        ],
      },
    }),
    // Brotli and gzip copies beside each asset: the server sends them as-is (@fastify/static preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ];
}

/** The browser's build: the pages, their chunks, and the manifest the bundle test reads. */
const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // The bundle-budget test reads the manifest to find what /login loads first.
  manifest: true,
  sourcemap: false,
  // zod schema builders have no side effects: a schema no screen uses is dropped, not built at load.
  rolldownOptions: {
    // The session probe is an entry of its own: index-html makes it the page's first script.
    input: { index: 'index.html', 'session-probe': 'src/session-probe.ts' },
    treeshake: { manualPureFunctions: ['z'] },
  },
};

/** The browser's build, or with `--ssr` the server's page render (src/entry-server.tsx). */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : browserPagePlugins())],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // `@planner/domain` exposes its TypeScript source under the `source` condition: no prebuild needed.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  // The server's page render is one self-contained file the server imports (apps/server, pages).
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false } : browserBuild,
  server: {
    // `npm run dev -w apps/web` beside `npm start` (the API on :3000); override with --port.
    port: 5173,
    // The refresh cookie's routes require the app's Origin (CSRF guard): the dev page speaks as :3000.
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: false,
        headers: { origin: 'http://localhost:3000' },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
