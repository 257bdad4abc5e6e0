import type { Db } from '../db/open-save.js';
import type { LoggedStep } from '../../shared/memory-play/play-view.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { dataVersion, statement } from '../db/statements.js';

/**
 * The state of the play being played, kept in main between requests, so a step starts from it
 * instead of reading the snapshot and folding the steps after it. The save stays the truth: the
 * kept state is used only while the save is exactly as it was when it was kept. That is checked
 * by the connection's count of changed rows (any insert, update or delete through it since it
 * opened: a step, an undo or redo, a restored backup, any other command) and by SQLite's data
 * version (a commit by another connection to the file); either one moving drops the kept state.
 * One play at a time is kept: a group plays one memory at a time.
 */

export interface CurrentPlay {
  playId: number;
  /** The log's last step (0 before the first). */
  seq: number;
  state: PlayState;
  /** The newest steps, as a view carries them; null when they were not read. */
  recentSteps: readonly LoggedStep[] | null;
  /**
   * The state was folded from steps stored without the state they led to (by a version of the
   * app before states were kept): the next step stores the whole state, so nothing depends on
   * folding them again.
   */
  folded?: boolean;
  /** Steps recorded under an earlier version of the rules that today's rules refuse: the play stands as before them. */
  unreplayable?: { fromSeq: number; toSeq: number };
}

interface Kept extends CurrentPlay {
  stamp: string;
}

const kept = new WeakMap<Db, Kept>();

/**
 * Changes nothing and costs one tiny read (the data version; the count of changed rows is the
 * connection's own and reads nothing); equal stamps mean no row of the save changed in between.
 */
function stampOf(db: Db): string {
  const { changes } = statement(db, 'SELECT total_changes() AS changes').get() as { changes: number };
  return `${changes}:${dataVersion(db)}`;
}

/** The kept state of this play, when nothing was written since it was kept. */
export function keptPlay(db: Db, playId: number): CurrentPlay | null {
  const entry = kept.get(db);
  if (entry === undefined || entry.playId !== playId) return null;
  if (db.inTransaction || entry.stamp !== stampOf(db)) return null;
  return entry;
}

/**
 * Keeps `play` as the save holds it now. Only outside a transaction: inside one, what is read
 * may still be rolled back.
 */
export function keepPlay(db: Db, play: CurrentPlay): void {
  if (db.inTransaction) return;
  kept.set(db, { ...play, stamp: stampOf(db) });
}
