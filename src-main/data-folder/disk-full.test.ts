import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { diskFullError, isDiskFull } from './disk-full.js';

describe('isDiskFull', () => {
  it('DISK-FULL: recognises SQLite’s own "database or disk is full"', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x TEXT)');
    db.pragma('max_page_count = 2');
    let caught: unknown;
    try {
      db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000));
    } catch (error) {
      caught = error;
    }
    db.close();
    expect(isDiskFull(caught)).toBe(true);
  });

  it('DISK-FULL: recognises a file system write refused for lack of space or quota', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) expect(isDiskFull(Object.assign(new Error(`${code}: no space left on device, write`), { code }))).toBe(true);
  });

  it('does not take other failures for a full disk', () => {
    expect(isDiskFull(Object.assign(new Error('constraint failed'), { code: 'SQLITE_CONSTRAINT_CHECK' }))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }))).toBe(false);
    expect(isDiskFull(new Error('boom'))).toBe(false);
    expect(isDiskFull('ENOSPC')).toBe(false);
  });

  it('answers with its own code, saying nothing was changed', () => {
    expect(diskFullError()).toMatchObject({ code: 'disk-full', message: expect.stringMatching(/disk is full.*Nothing was changed/) });
  });
});
