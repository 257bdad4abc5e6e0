import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

/** Must equal package.json's productName: Electron names the userData folder after it. */
export const PRODUCT_NAME = 'Brotherhood of Venice Companion';

/**
 * The folder Electron's `app.getPath('userData')` gives this app, worked out without
 * Electron so the loopback bridge opens the very same save as the desktop window.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  const paths = platform === 'win32' ? win32 : posix;
  return paths.join(appDataDir(platform, env, home), PRODUCT_NAME);
}

function appDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return nonEmpty(env['APPDATA']) ?? win32.join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support');
  // Chromium ignores an empty XDG_CONFIG_HOME the same way it ignores a missing one.
  return nonEmpty(env['XDG_CONFIG_HOME']) ?? posix.join(home, '.config');
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
