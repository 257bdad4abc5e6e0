/**
 * The architecture's layering, checked on every `npm run lint` (DEVELOPERS.md):
 * the renderer reaches main only through the typed contract, `shared/` stands alone, and
 * only the Electron host knows Electron exists.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'renderer-not-to-main',
      comment: 'The renderer talks to main only through the typed client (shared/ipc).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-main/' },
    },
    {
      name: 'renderer-not-to-electron-or-database',
      comment: 'The renderer never touches Electron or the save directly.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '(^|/)node_modules/(electron|better-sqlite3)/|^(electron|better-sqlite3)$' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is imported by both processes and imports nothing from them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^src-' },
    },
    {
      name: 'only-the-electron-host-knows-electron',
      comment: 'The engine, services, database code and the bridge run without Electron.',
      severity: 'error',
      from: { path: '^src-main/', pathNot: '^src-main/hosts/electron/' },
      to: { path: '(^|/)node_modules/electron/|^electron$' },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine is pure: it imports only itself and shared/, never the save, a feature area, the dispatcher, a host or the file system.',
      severity: 'error',
      from: { path: '^src-main/engine/' },
      to: { path: '^src-main/(?!engine/)|(^|/)node_modules/better-sqlite3/|^node:fs|^fs$' },
    },
    {
      name: 'rules-reference-is-independent',
      comment:
        'The reference the differential property tests compare the engine with is written from the rule texts alone: it reads plain state and map data (shared/), never the engine or any other main-process code.',
      severity: 'error',
      from: { path: '^src-main/engine/memory/test-support/reference/' },
      to: { path: '^src-main/', pathNot: '^src-main/engine/memory/test-support/reference/' },
    },
    {
      name: 'production-not-to-dev',
      comment: 'The developers’ tools (bench, fault injection) are never part of the app: the app’s code does not import them.',
      severity: 'error',
      from: { path: '^(src-main|src-renderer|shared)/' },
      to: { path: '^src-dev/' },
    },
    {
      name: 'production-not-to-test-support',
      comment: 'Test stories and stand-ins (test-support folders) are for tests and tools, never the app’s own code.',
      severity: 'error',
      from: { path: '^(src-main|src-renderer|shared)/', pathNot: '(\\.test\\.ts$|/test-support/)' },
      to: { path: '/test-support/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules must not be excluded: excluded modules vanish from the graph, and the
    // rules about electron and better-sqlite3 would then never fire. doNotFollow suffices.
    exclude: { path: '^(out|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types', 'svelte'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.svelte', '.json'],
    },
  },
};
