import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const WEB_HOST_USAGE = 'Usage: npm run web -- [--data-dir DIR] [--port N]   (port 0, the default, picks a free one)';

export interface WebHostArgs {
  dataDir: string;
  port: number;
}

export type ParsedWebHostArgs = { kind: 'run'; args: WebHostArgs } | { kind: 'help' } | { kind: 'invalid'; message: string };

export function parseWebHostArgs(argv: readonly string[], defaultDataDir: () => string): ParsedWebHostArgs {
  let values: { 'data-dir'?: string | undefined; port?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { 'data-dir': { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const port = values.port === undefined ? 0 : Number(values.port);
  if (values.port !== undefined && (!/^\d+$/.test(values.port) || port > 65535)) {
    return { kind: 'invalid', message: `--port must be a whole number from 0 to 65535, not "${values.port}".` };
  }
  if (values['data-dir'] === '') return { kind: 'invalid', message: '--data-dir needs a folder.' };
  return { kind: 'run', args: { dataDir: resolve(values['data-dir'] ?? defaultDataDir()), port } };
}
