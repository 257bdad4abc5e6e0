import type { Db } from '../db/open-save.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import { dataVersion, statement } from '../db/statements.js';
import { readBoxData } from './box-data-store.js';

/**
 * Box data as the save holds it, read once and kept while no row of it changes: a memory's
 * steps read it on every request (enemy cards, dice faces, equipment), and reading and checking
 * every part each time was a good share of an enemy step's cost. Every write to the box-data
 * table through this connection (a box-data command, an undo or redo, a restored backup, a
 * migration) bumps a counter kept by temporary triggers, and SQLite's data version moves with a
 * commit by another connection; either drops what was kept. The value is shared: read-only.
 */

const kept = new WeakMap<Db, { stamp: string; data: BoxData }>();
const watched = new WeakSet<Db>();

/** The triggers are installed outside a transaction only, so a rollback cannot take them away unnoticed. */
function watch(db: Db): boolean {
  if (watched.has(db)) return true;
  if (db.inTransaction) return false;
  db.exec(`
    CREATE TEMP TABLE IF NOT EXISTS box_data_writes (n INTEGER NOT NULL);
    INSERT INTO temp.box_data_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM temp.box_data_writes);
    CREATE TEMP TRIGGER IF NOT EXISTS box_data_written_insert AFTER INSERT ON main.box_data BEGIN UPDATE box_data_writes SET n = n + 1; END;
    CREATE TEMP TRIGGER IF NOT EXISTS box_data_written_update AFTER UPDATE ON main.box_data BEGIN UPDATE box_data_writes SET n = n + 1; END;
    CREATE TEMP TRIGGER IF NOT EXISTS box_data_written_delete AFTER DELETE ON main.box_data BEGIN UPDATE box_data_writes SET n = n + 1; END;
  `);
  watched.add(db);
  return true;
}

function stampOf(db: Db): string {
  const counted = statement(db, 'SELECT n AS writes FROM temp.box_data_writes').get() as { writes: number } | undefined;
  return `${counted?.writes}:${dataVersion(db)}`;
}

/** Box data now: the kept copy while the box-data table is unchanged, else read again (readBoxData). */
export function boxDataNow(db: Db): BoxData {
  if (!watch(db)) return readBoxData(db);
  const stamp = stampOf(db);
  const entry = kept.get(db);
  if (entry !== undefined && entry.stamp === stamp) return entry.data;
  const data = readBoxData(db);
  kept.set(db, { stamp, data });
  return data;
}
