import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The built-in version the client compares with GET /api/v1/version (docs/decisions.md "App version": the root
// package.json version, which the engine reports too).
const rootPackage = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
) as {
  version: string;
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@esgkit/source'] },
  define: { __ESGKIT_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2_000,
  },
  server: {
    // `npx vite` for UI work: the API from a running `npm run engine` (or `npm start`) on :3000.
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
