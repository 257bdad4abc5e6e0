import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The renderer is one static bundle loaded both from `app://bundle/` (Electron) and from
 * the loopback bridge's `http://127.0.0.1:PORT/`, so every asset URL must be relative.
 */
export default defineConfig({
  root: fromHere('./src-renderer'),
  base: './',
  plugins: [svelte({ configFile: false })],
  build: {
    outDir: fromHere('./out/renderer'),
    emptyOutDir: true,
    target: 'es2023',
    // out/renderer/.vite/manifest.json: scripts/check-entry-size.mjs reads the entry's chunks from it.
    manifest: true,
  },
});
