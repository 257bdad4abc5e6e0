import { closeSync, openSync, readSync } from 'node:fs';

/*
 * The first 100 bytes of an SQLite file describe it (https://sqlite.org/fileformat.html,
 * "The Database Header"). SQLite itself trusts some of them without calling a wrong value
 * damage: a garbled schema format stops it with "unsupported file format", and a file a
 * byte short of a whole page opens with its last page read as zeros. Read here first, so
 * such a save is counted as damaged and the recovery screen opens instead.
 */

export const HEADER_BYTES = 100;

/** What is wrong with a save's header given the file's size, or null when nothing is. */
export function headerProblem(head: Buffer, size: number, walHasFrames: boolean): string | null {
  if (head.length < HEADER_BYTES) return `the file is ${size} bytes long, shorter than a database header`;
  const rawPageSize = head.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  if (pageSize < 512 || pageSize > 65_536 || (pageSize & (pageSize - 1)) !== 0) return `its header gives an impossible page size (${rawPageSize})`;
  const [writeVersion, readVersion] = [head[18]!, head[19]!];
  if (![1, 2].includes(writeVersion) || ![1, 2].includes(readVersion)) return `its header's file format bytes are garbled (${writeVersion}, ${readVersion})`;
  if (head[21] !== 64 || head[22] !== 32 || head[23] !== 32) return `its header's payload fractions are garbled (${head[21]}, ${head[22]}, ${head[23]})`;
  // 0 for a database with no schema at all; 1 to 4 otherwise.
  const schemaFormat = head.readUInt32BE(44);
  if (schemaFormat > 4) return `its header's schema format number is garbled (${schemaFormat})`;
  const encoding = head.readUInt32BE(56);
  if (encoding > 3) return `its header's text encoding is garbled (${encoding})`;
  if (!head.subarray(72, 92).every((byte) => byte === 0)) return "its header's reserved bytes are not zero";
  if (size % pageSize !== 0) return `its size (${size} bytes) is not a whole number of ${pageSize}-byte pages`;
  // The page count is trusted only when the header says it is current (SQLite's own rule).
  // A crash in the middle of copying the WAL into the file may leave the count ahead of the
  // file; the WAL still holds every page then, so the count is only checked without one.
  const pageCount = head.readUInt32BE(28);
  const countIsCurrent = pageCount > 0 && head.readUInt32BE(24) === head.readUInt32BE(92);
  if (countIsCurrent && !walHasFrames && size < pageCount * pageSize) {
    return `it is ${size} bytes long, but its header counts ${pageCount} pages of ${pageSize} bytes`;
  }
  return null;
}

/** The first bytes of a file (fewer when it is shorter). */
export function readHead(path: string, bytes = HEADER_BYTES): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const read = readSync(fd, head, 0, bytes, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
