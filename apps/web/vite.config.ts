import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // `@planner/domain` exposes its TypeScript source under the `source` condition: no prebuild needed.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle-budget test reads the manifest to find what /login loads first.
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 4400,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4401 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
