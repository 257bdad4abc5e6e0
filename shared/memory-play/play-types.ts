/**
 * A memory's play as it crosses IPC, in one import: the state the pure reducer
 * (src-main/engine/memory) folds, the steps it takes, the table changes it reports, the
 * decision it waits on, what comes next and the diary pre-fill. Each is defined once, in the
 * file named below, and the engine imports the same files.
 */
export * from './play-state.js';
export * from './moves/index.js';
export * from './table-events.js';
export * from './decisions.js';
export * from './play-results.js';
