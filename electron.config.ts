import type { Configuration } from 'electron-builder';

/**
 * Packaging for `npm run package` (electron-builder loads this TypeScript file itself).
 * Only the built app (not the developers' tools in out/dev), the migrations and package.json
 * ship; production node_modules are added by electron-builder.
 */
const config: Configuration = {
  appId: 'org.bovcompanion.app',
  productName: 'Brotherhood of Venice Companion',
  directories: { output: 'release', buildResources: 'build' },
  files: ['out/main/**', 'out/renderer/**', 'db/**', 'package.json'],
  // A native addon cannot be loaded from inside the asar archive.
  asarUnpack: ['**/node_modules/better-sqlite3/**'],
  // Rebuilds better-sqlite3 against Electron's ABI instead of the Node used for tests.
  npmRebuild: true,
  linux: {
    // AppImage only: a .deb needs a maintainer e-mail, which the project does not have yet.
    target: ['AppImage'],
    category: 'Game',
  },
  win: { target: ['nsis'] },
  mac: { target: ['dmg'], category: 'public.app-category.board-games' },
};

export default config;
