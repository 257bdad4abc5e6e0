import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import type { BackupReason } from '../../shared/backups/backup.js';
import { migrationsDir } from '../app-paths.js';
import { loadMigrations } from '../db/migrations.js';
import { openSave, type Db } from '../db/open-save.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';
import { BackupStore } from './backup-store.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-15T20:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

let temp: ReturnType<typeof tempDir>;
let db: Db;
let store: BackupStore;
beforeEach(async () => {
  temp = tempDir();
  db = await openSave({ path: join(temp.dir, 'save.sqlite'), migrations: loadMigrations(migrationsDir(appRoot)), backupBeforeMigration: async () => {} });
  db.prepare(
    "INSERT INTO campaigns (name, player_count, player_names, difficulty, box, created_at, last_played_at) VALUES ('Venezia', 1, '[\"Anna\"]', 'normal', 'core', 'x', 'x')",
  ).run();
  store = new BackupStore(join(temp.dir, 'backups'));
});
afterEach(() => {
  db.close();
  temp.cleanup();
});

const filesIn = (dir: string) => readdirSync(dir).sort();

describe('BackupStore', () => {
  it('clears what a crash mid-backup left behind, and keeps finished backups', async () => {
    const finished = await store.create(db, 'manual', null, now);
    const dir = join(temp.dir, 'backups');
    await db.backup(join(dir, 'interrupted--rolling.sqlite.partial'));
    copyFileSync(join(dir, `${finished.id}.json`), join(dir, 'lost--rolling.sqlite.json'));

    const reopened = new BackupStore(dir);
    expect(filesIn(dir)).toEqual([finished.id, `${finished.id}.json`].sort());
    expect(reopened.list().map((b) => b.id)).toEqual([finished.id]);
  });

  it('clears every kind of leftover a crash can strand: journals of a half copy, temporary notes, a killed reader’s traces', async () => {
    const finished = await store.create(db, 'manual', null, now);
    const dir = join(temp.dir, 'backups');
    const leftovers = [
      'interrupted--rolling.sqlite.partial',
      'interrupted--rolling.sqlite.partial-journal',
      'interrupted--rolling.sqlite.partial-wal',
      'interrupted--rolling.sqlite.partial-shm',
      `${finished.id}.json.1234567890`,
      `${finished.id}-shm`,
      `${finished.id}-wal`,
      `${finished.id}-journal`,
    ];
    for (const name of leftovers) writeFileSync(join(dir, name), name.endsWith('-wal') || name.endsWith('-journal') ? '' : 'x');
    // A WAL that holds something may belong to a save copied in by hand: it stays.
    const byHand = 'copied-by-hand.sqlite';
    copyFileSync(store.path(finished.id), join(dir, byHand));
    writeFileSync(join(dir, `${byHand}-wal`), 'frames');

    new BackupStore(dir);
    expect(filesIn(dir)).toEqual([finished.id, `${finished.id}.json`, byHand, `${byHand}-wal`].sort());
  });

  it('writes a complete copy of the save with a note saying why, and no partial file', async () => {
    const info = await store.create(db, 'before-delete', 'Venezia', now);
    expect(info).toMatchObject({ reason: 'before-delete', label: 'Venezia', createdAt: now.toISOString() });
    expect(info.sizeBytes).toBeGreaterThan(0);
    expect(filesIn(store.dir)).toEqual([info.id, `${info.id}.json`]);

    const copy = new Database(store.path(info.id), { readonly: true });
    try {
      expect(copy.prepare('SELECT name FROM campaigns').all()).toEqual([{ name: 'Venezia' }]);
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
  });

  it('gives two backups made in the same instant for the same reason different ids', async () => {
    const first = await store.create(db, 'manual', null, now);
    const second = await store.create(db, 'manual', null, now);
    expect(second.id).not.toBe(first.id);
    expect(store.list().map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('lists newest first', async () => {
    const old = await store.create(db, 'rolling', null, ago(2 * DAY));
    const newest = await store.create(db, 'manual', null, now);
    const middle = await store.create(db, 'before-migration', 'version 1', ago(DAY));
    expect(store.list().map((b) => b.id)).toEqual([newest.id, middle.id, old.id]);
  });

  it('still lists a backup copied in by hand without its note, as a manual one', async () => {
    const info = await store.create(db, 'rolling', null, now);
    const byHand = 'copied-by-hand.sqlite';
    copyFileSync(store.path(info.id), join(store.dir, byHand));
    const mtime = ago(3 * DAY);
    utimesSync(join(store.dir, byHand), mtime, mtime);
    expect(store.list().find((b) => b.id === byHand)).toMatchObject({ reason: 'manual', label: null, createdAt: mtime.toISOString() });
  });

  it('refuses a backup id that does not exist or is not a plain file name', () => {
    for (const id of ['missing.sqlite', '../save.sqlite', 'backups/x.sqlite', 'x.json']) {
      try {
        store.path(id);
        expect.unreachable(`path(${id}) should have been refused`);
      } catch (error) {
        expect(error).toBeInstanceOf(AppFailure);
        expect((error as AppFailure).error).toMatchObject({ code: 'not-found', field: 'backupId' });
      }
    }
  });

  it('thins on disk: removes the backups the policy drops, with their notes, and keeps the rest', async () => {
    const make = (reason: BackupReason, at: Date) => store.create(db, reason, null, at);
    const lastHour = [];
    for (let minutes = 1; minutes <= 14; minutes++) lastHour.push(await make('rolling', ago(minutes * 60_000)));
    const threeDaysAgo = [await make('rolling', ago(3 * DAY)), await make('rolling', ago(3 * DAY + HOUR)), await make('rolling', ago(3 * DAY + 2 * HOUR))];
    const beforeDelete = await make('before-delete', ago(10 * DAY));

    expect(store.thin()).toBe(4);

    const expected = [...lastHour.slice(0, 12), threeDaysAgo[0]!, beforeDelete].map((b) => b.id);
    expect(store.list().map((b) => b.id).sort()).toEqual([...expected].sort());
    expect(filesIn(store.dir)).toEqual(expected.flatMap((id) => [id, `${id}.json`]).sort());
    expect(existsSync(join(store.dir, `${lastHour[13]!.id}.json`))).toBe(false);
    expect(store.thin()).toBe(0);
  });
});
