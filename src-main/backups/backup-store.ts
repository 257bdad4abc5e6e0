import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { BACKUP_REASONS, type BackupInfo, type BackupReason } from '../../shared/backups/backup.js';
import { fail } from '../../shared/ipc/errors.js';
import type { Db } from '../db/open-save.js';
import { copyWithoutTrace, refuseDamagedSave } from '../db/save-file.js';
import { backupsToKeep } from './backup-retention.js';

/**
 * Backups are whole copies of the save made with SQLite's online backup API (consistent
 * even while the app writes), first to a `.partial` file and then renamed, so a crash
 * mid-backup never leaves a half file that looks complete. A small JSON file beside each
 * one says why it was made.
 */
export class BackupStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.removeUnfinished();
  }

  /** Copies the save, after SQLite's quick check: a damaged save is never copied over good backups (`save-damaged`). */
  async create(db: Db, reason: BackupReason, label: string | null, now: Date): Promise<BackupInfo> {
    refuseDamagedSave(db);
    const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
    let id = `${stamp}--${reason}.sqlite`;
    for (let n = 2; this.exists(id); n++) id = `${stamp}--${reason}-${n}.sqlite`;
    const partial = join(this.dir, `${id}.partial`);
    await db.backup(partial);
    const info: BackupInfo = { id, reason, label, createdAt: now.toISOString(), sizeBytes: statSync(partial).size };
    // The note is written before the rename: a backup that is listed always has its reason.
    await writeFileAtomic(this.metaPath(id), JSON.stringify(info), { fsync: true });
    renameSync(partial, join(this.dir, id));
    return info;
  }

  list(): BackupInfo[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.sqlite'))
      .map((id) => this.read(id))
      .filter((info): info is BackupInfo => info !== null)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  path(id: string): string {
    if (!/^[A-Za-z0-9._-]+\.sqlite$/.test(id) || !this.exists(id)) {
      fail('not-found', 'This backup no longer exists.', { field: 'backupId' });
    }
    return join(this.dir, id);
  }

  /** Deletes the backups the retention policy no longer keeps (it reads no clock); returns how many went. */
  thin(): number {
    const all = this.list();
    const keep = backupsToKeep(all);
    let removed = 0;
    for (const backup of all) {
      if (keep.has(backup.id)) continue;
      rmSync(join(this.dir, backup.id), { force: true });
      rmSync(this.metaPath(backup.id), { force: true });
      removed++;
    }
    return removed;
  }

  /**
   * Leftovers of work a crash interrupted, removed when the store opens (at start, once the
   * app owns the data folder, so none belongs to a running copy):
   * - an unfinished copy (`.partial`) and the SQLite journal or WAL files it had (`.partial-journal`…);
   * - a note's temporary file (`<id>.json.<number>`, from write-file-atomic) and a note whose copy never arrived;
   * - the traces a reader of a finished backup leaves when it is killed: its shared-memory
   *   file, and an empty WAL or journal (backups are never written, so those hold nothing;
   *   one that holds something is left alone, as it may belong to a file copied in by hand).
   */
  private removeUnfinished(): void {
    for (const name of readdirSync(this.dir)) {
      const orphanNote = name.endsWith('.sqlite.json') && !this.exists(name.slice(0, -'.json'.length));
      if (UNFINISHED_COPY.test(name) || NOTE_IN_THE_MAKING.test(name) || orphanNote || this.isEmptyReaderTrace(name)) {
        rmSync(join(this.dir, name), { force: true });
      }
    }
  }

  private isEmptyReaderTrace(name: string): boolean {
    const trace = READER_TRACE.exec(name);
    if (!trace || !this.exists(name.slice(0, -trace[1]!.length))) return false;
    return trace[1] === '-shm' || statSync(join(this.dir, name)).size === 0;
  }

  private exists(id: string): boolean {
    try {
      return statSync(join(this.dir, id)).isFile();
    } catch {
      return false;
    }
  }

  private metaPath(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  private read(id: string): BackupInfo | null {
    try {
      const meta = JSON.parse(readFileSync(this.metaPath(id), 'utf8')) as Partial<BackupInfo>;
      const reason = BACKUP_REASONS.includes(meta.reason as BackupReason) ? (meta.reason as BackupReason) : 'manual';
      return {
        id,
        reason,
        label: typeof meta.label === 'string' ? meta.label : null,
        createdAt: isDate(meta.createdAt) ? meta.createdAt : statSync(join(this.dir, id)).mtime.toISOString(),
        sizeBytes: statSync(join(this.dir, id)).size,
      };
    } catch {
      // A backup without its note (e.g. copied in by hand) is still listed and restorable.
      try {
        const stat = statSync(join(this.dir, id));
        return { id, reason: 'manual', label: null, createdAt: stat.mtime.toISOString(), sizeBytes: stat.size };
      } catch {
        return null;
      }
    }
  }
}

const UNFINISHED_COPY = /\.partial(-journal|-wal|-shm)?$/;
const NOTE_IN_THE_MAKING = /\.sqlite\.json\.\d+$/;
const READER_TRACE = /\.sqlite(-journal|-wal|-shm)$/;

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Opens a backup read-only into a scratch copy the caller may migrate and attach. */
export async function stageBackupCopy(backupPath: string, scratchPath: string): Promise<void> {
  rmSync(scratchPath, { force: true });
  await copyWithoutTrace(backupPath, (source) => source.backup(scratchPath));
}
