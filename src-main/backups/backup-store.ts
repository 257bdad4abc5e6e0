import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import { basename, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { BACKUP_REASONS, type BackupInfo, type BackupIntegrity, type BackupReason } from '../../shared/backups/backup.js';
import { AppFailure, fail, type AppError } from '../../shared/ipc/errors.js';
import type { Db } from '../db/open-save.js';
import { copyWithoutTrace, inspectSaveFile, quickCheckProblems, readWithoutTrace, refuseDamagedSave, saveFileRefusal } from '../db/save-file.js';
import type { Migration } from '../db/migrations.js';
import { backupsToKeep } from './backup-retention.js';

/**
 * Backups are whole copies of the save made with SQLite's online backup API (consistent
 * even while the app writes), first to a `.partial` file and then renamed, so a crash
 * mid-backup never leaves a half file that looks complete. A small JSON file beside each
 * one says why it was made and records its SHA-256: a backup whose bytes changed since
 * (a flipped bit SQLite's own check cannot see) is never restored. Each new backup is read
 * back from the disk and checked before it is listed.
 *
 * The folder is made again whenever it is needed: another program may delete it while the
 * app runs, and backups must not stop for that.
 */
export class BackupStore {
  /** Checksums already computed, by file identity: the list is read often, the files rarely change. */
  private readonly verified = new Map<string, { identity: string; sha256: string }>();

  constructor(readonly dir: string) {
    this.ensureFolder();
    this.removeUnfinished();
  }

  /** Copies the save, after SQLite's quick check: a damaged save is never copied over good backups (`save-damaged`). */
  async create(db: Db, reason: BackupReason, label: string | null, now: Date): Promise<BackupInfo> {
    refuseDamagedSave(db);
    this.ensureFolder();
    const id = this.freeId(reason, now);
    const partial = join(this.dir, `${id}.partial`);
    await db.backup(partial);
    return this.finish(id, partial, reason, label, now);
  }

  private freeId(reason: BackupReason, now: Date): string {
    const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
    let id = `${stamp}--${reason}.sqlite`;
    for (let n = 2; this.exists(id); n++) id = `${stamp}--${reason}-${n}.sqlite`;
    return id;
  }

  /** A finished copy is read back and checked, its note (with its checksum) written, and only then given its name. */
  private async finish(id: string, partial: string, reason: BackupReason, label: string | null, now: Date): Promise<BackupInfo> {
    let sha256: string;
    try {
      sha256 = readBackWhole(partial);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    const info: BackupInfo = { id, reason, label, createdAt: now.toISOString(), sizeBytes: statSync(partial).size, integrity: 'whole' };
    const { integrity: _listedOnly, ...note } = info;
    // The note is written before the rename: a backup that is listed always has its reason and checksum.
    await writeFileAtomic(this.metaPath(id), JSON.stringify({ ...note, sha256 }), { fsync: true });
    const { ino, size, mtimeMs } = statSync(partial);
    renameSync(partial, join(this.dir, id));
    // A rename keeps the file (and its identity): what is listed and restored is what was read back.
    this.verified.set(id, { identity: `${ino}:${size}:${mtimeMs}`, sha256 });
    return info;
  }

  /**
   * Keeps a closed SQLite file (the save file alone, its journal set aside) as a backup: copied,
   * read back and checked like any other, or refused (`save-damaged`).
   */
  async adopt(path: string, reason: BackupReason, label: string | null, now: Date): Promise<BackupInfo> {
    this.ensureFolder();
    const id = this.freeId(reason, now);
    const partial = join(this.dir, `${id}.partial`);
    copyFileSync(path, partial);
    return this.finish(id, partial, reason, label, now);
  }

  list(): BackupInfo[] {
    this.ensureFolder();
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

  /**
   * The path of a backup to restore: a file that is not a whole save is refused saying what
   * it is, then one whose checksum no longer matches the one recorded when it was made.
   * Both name the `backupId` field.
   */
  pathToRestore(id: string, migrations: readonly Migration[]): string {
    const path = this.path(id);
    const verdict = inspectSaveFile(path, migrations);
    if (verdict.kind !== 'save') {
      if (verdict.kind === 'missing') fail('not-found', 'This backup no longer exists.', { field: 'backupId' });
      throw new AppFailure({ ...saveFileRefusal(verdict, path), field: 'backupId' });
    }
    const problem = this.problemOf(id);
    if (problem !== null) throw new AppFailure(problem);
    return path;
  }

  /** Why a backup must not be restored as far as its checksum can tell, or null. */
  problemOf(id: string): AppError | null {
    if (this.integrityOf(id) !== 'changed') return null;
    return {
      code: 'save-damaged',
      message: `The backup ${id} has changed since it was made: its checksum no longer matches the one recorded beside it, so it cannot be trusted and is not restored. Nothing was changed.`,
      field: 'backupId',
      params: { file: id, problems: 1, first: 'checksum', kind: 'checksum' },
    };
  }

  /** Deletes the backups the retention policy no longer keeps (it reads no clock); returns how many went. */
  thin(): number {
    const all = this.list();
    const keep = backupsToKeep(all);
    let removed = 0;
    for (const backup of all) {
      if (keep.has(backup.id)) continue;
      this.remove(backup.id);
      removed++;
    }
    return removed;
  }

  private remove(id: string): void {
    rmSync(join(this.dir, id), { force: true });
    rmSync(this.metaPath(id), { force: true });
    this.verified.delete(id);
  }

  private ensureFolder(): void {
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Whether the backup is still the file its note describes. The checksum is computed again
   * only when the file's identity (inode, size, modification time) changed since it was last
   * computed, so listing the backups does not read every one of them each time.
   */
  private integrityOf(id: string, recorded: string | null = this.recordedChecksum(id)): BackupIntegrity {
    if (recorded === null) return 'unrecorded';
    let stat: Stats;
    try {
      stat = statSync(join(this.dir, id));
    } catch {
      return 'changed';
    }
    const identity = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    let known = this.verified.get(id);
    if (known?.identity !== identity) {
      known = { identity, sha256: sha256Of(join(this.dir, id)) };
      this.verified.set(id, known);
    }
    return known.sha256 === recorded ? 'whole' : 'changed';
  }

  private recordedChecksum(id: string): string | null {
    try {
      const note = JSON.parse(readFileSync(this.metaPath(id), 'utf8')) as { sha256?: unknown };
      return typeof note.sha256 === 'string' && /^[0-9a-f]{64}$/.test(note.sha256) ? note.sha256 : null;
    } catch {
      return null;
    }
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
        integrity: this.integrityOf(id),
      };
    } catch {
      // A backup without its note (e.g. copied in by hand) is still listed and restorable.
      try {
        const stat = statSync(join(this.dir, id));
        return { id, reason: 'manual', label: null, createdAt: stat.mtime.toISOString(), sizeBytes: stat.size, integrity: 'unrecorded' };
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

const sha256Of = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * Reads a copy just written back from the disk: SQLite's check of the copy itself, then its
 * checksum. A copy that does not read back whole is refused (`save-damaged`).
 */
function readBackWhole(path: string): string {
  const problems = readWithoutTrace(path, quickCheckProblems);
  if (problems.length > 0) {
    throw new AppFailure({
      code: 'save-damaged',
      message: `The backup just written did not read back whole (${problems[0]}), so it was not kept; the disk may be failing. The save itself was not changed.`,
      params: { file: basename(path), problems: problems.length, first: problems[0] ?? '' },
    });
  }
  return sha256Of(path);
}

/** Opens a backup read-only into a scratch copy the caller may migrate and attach. */
export async function stageBackupCopy(backupPath: string, scratchPath: string): Promise<void> {
  rmSync(scratchPath, { force: true });
  await copyWithoutTrace(backupPath, (source) => source.backup(scratchPath));
}
