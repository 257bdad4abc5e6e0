import { createAppCore, type AppCore, type AppCoreOptions } from '../../src-main/app-core.js';
import { appVersion, findAppRoot, migrationsDir } from '../../src-main/app-paths.js';

/**
 * A victim's command line: the arguments it names, in order, or its usage on stderr and exit
 * code 2 when one is missing (the parent then fails on the code, not on a hang).
 */
export function victimArgs<const Names extends readonly string[]>(victim: string, names: Names): { [K in keyof Names]: string } {
  const values = process.argv.slice(2, 2 + names.length);
  if (values.length < names.length || values.some((value) => value === '')) {
    process.stderr.write(`usage: ${victim} ${names.map((name) => `<${name}>`).join(' ')}\n`);
    process.exit(2);
  }
  return values as { [K in keyof Names]: string };
}

/** The app core on `dataDir`, as the app opens it, with its log on stderr for the parent to show. */
export function openVictimCore(dataDir: string, options: Partial<Pick<AppCoreOptions, 'checkpointWhenIdleMs' | 'log'>> = {}): Promise<AppCore> {
  const root = findAppRoot();
  return createAppCore({
    dataDir,
    migrationsDir: migrationsDir(root),
    host: 'web',
    version: appVersion(root),
    log: (message, error) => process.stderr.write(`${message} ${String(error ?? '')}\n`),
    ...options,
  });
}
