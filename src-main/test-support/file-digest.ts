import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';

export function sha256OfFile(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Size in bytes, 0 for a file that does not exist (a WAL that was never created). */
export function sizeOrZero(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}
