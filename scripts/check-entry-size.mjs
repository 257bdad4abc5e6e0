#!/usr/bin/env node
// Run by `npm test` after the build: fails when the script the renderer loads before its
// first screen (the entry chunk and every chunk it imports statically, which the page
// fetches at once) grows over ENTRY_LIMIT_GZIP. Screens and each language's messages are
// loaded when needed; a static import of one of them would fail here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY_LIMIT_GZIP = 120 * 1024;

/** The gzip size of the entry chunk and its static imports, from Vite's build manifest. */
export function entryScript(rendererDir) {
  const manifest = JSON.parse(readFileSync(join(rendererDir, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('The build manifest names no entry chunk.');
  const files = new Set();
  const pending = [...entries];
  while (pending.length > 0) {
    const chunk = manifest[pending.pop()];
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(rendererDir, file)), { level: 9 }).length }));
  return { files: sizes, gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rendererDir = process.argv[2] ?? join('out', 'renderer');
  const { files, gzip } = entryScript(rendererDir);
  for (const { file, gzip: size } of files) console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
  const verdict = gzip <= ENTRY_LIMIT_GZIP ? 'within' : 'OVER';
  console.log(`entry script: ${(gzip / 1024).toFixed(1)} KB gzip, ${verdict} the ${ENTRY_LIMIT_GZIP / 1024} KB limit`);
  process.exit(gzip <= ENTRY_LIMIT_GZIP ? 0 : 1);
}
