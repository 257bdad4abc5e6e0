import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppFailure } from '../../../shared/ipc/errors.js';
import { createAppCore, type AppCore } from '../../app-core.js';
import { appVersion, findAppRoot, migrationsDir, rendererDir } from '../../app-paths.js';
import { defaultDataDir } from '../default-data-dir.js';
import { startBridge, type Bridge } from './bridge-server.js';
import { WEB_HOST_USAGE, parseWebHostArgs } from './web-host-args.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
/** Distinct, so scripts can tell "update the app" apart from an ordinary failure. */
export const EXIT_SAVE_FROM_FUTURE = 2;
/** Another copy of the app (a bridge or the Electron window) owns the data folder. */
export const EXIT_DATA_FOLDER_IN_USE = 3;

export interface WebHostIo {
  out(line: string): void;
  err(line: string): void;
}

export interface RunningWebHost {
  url: string;
  dataDir: string;
  /** Closes the bridge first, so no new command starts, then waits for the save to close. */
  stop(): Promise<void>;
}

export type WebHostStart = { kind: 'running'; host: RunningWebHost } | { kind: 'exit'; code: number };

/** Opens the save and serves it over the loopback bridge; every way of failing is an exit code plus a message. */
export async function startWebHost(argv: readonly string[], io: WebHostIo, root: string = findAppRoot()): Promise<WebHostStart> {
  const parsed = parseWebHostArgs(argv, () => defaultDataDir());
  if (parsed.kind === 'help') {
    io.out(WEB_HOST_USAGE);
    return { kind: 'exit', code: EXIT_OK };
  }
  if (parsed.kind === 'invalid') {
    io.err(parsed.message);
    io.err(WEB_HOST_USAGE);
    return { kind: 'exit', code: EXIT_FAILURE };
  }
  const { dataDir, port } = parsed.args;

  const staticDir = rendererDir(root);
  if (!existsSync(join(staticDir, 'index.html'))) {
    io.err(`The app's pages are not built (${staticDir} has no index.html): run npm run build first.`);
    return { kind: 'exit', code: EXIT_FAILURE };
  }

  let core: AppCore;
  try {
    core = await createAppCore({ dataDir, migrationsDir: migrationsDir(root), host: 'web', version: appVersion(root) });
  } catch (error) {
    if (error instanceof AppFailure && error.error.code === 'save-from-future') {
      io.err(error.message);
      return { kind: 'exit', code: EXIT_SAVE_FROM_FUTURE };
    }
    if (error instanceof AppFailure && error.error.code === 'data-folder-in-use') {
      io.err(error.message);
      return { kind: 'exit', code: EXIT_DATA_FOLDER_IN_USE };
    }
    // The app's own refusals (a full disk, a read-only folder…) already say what and where.
    io.err(error instanceof AppFailure ? error.message : `Could not open the save in ${dataDir}: ${describe(error)}`);
    return { kind: 'exit', code: EXIT_FAILURE };
  }
  const recovery = core.info.recovery;
  if (recovery) io.err(`${recovery.problem.message} The app opens in recovery mode: the page lists the backups and restores one.`);

  let bridge: Bridge;
  try {
    bridge = await startBridge({ core, staticDir, port });
  } catch (error) {
    await core.close();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    io.err(inUse ? `Port ${port} is already in use; choose another with --port, or --port 0 for any free one.` : `Could not start the bridge: ${describe(error)}`);
    return { kind: 'exit', code: EXIT_FAILURE };
  }

  io.out(`Brotherhood of Venice Companion is running at ${bridge.url}`);
  io.out(`Data folder: ${dataDir}`);
  return {
    kind: 'running',
    host: {
      url: bridge.url,
      dataDir,
      async stop() {
        await bridge.close();
        await core.close();
      },
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
