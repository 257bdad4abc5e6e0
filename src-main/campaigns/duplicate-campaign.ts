import type { Db } from '../db/open-save.js';
import { columnsOf, undoableTables } from '../db/change-capture.js';
import { getCampaign } from './read-campaigns.js';

interface ForeignKey {
  table: string;
  from: string;
}

/**
 * Copies a campaign and every row that belongs to it, in every table that has a
 * `campaign_id` column, so tables added by later migrations are copied too. Row ids are
 * remapped, including references from one campaign table to another, in dependency order.
 */
export function duplicateCampaign(db: Db, campaignId: number, name: string, now: Date): number {
  getCampaign(db, campaignId);
  const stamp = now.toISOString();
  // Every column but those that make the copy a new campaign, so columns added by later
  // migrations (rules options, the HQ...) are copied without touching this code.
  const copied = columnsOf(db, 'campaigns')
    .filter((c) => !['id', 'name', 'created_at', 'last_played_at'].includes(c))
    .map((c) => `"${c}"`)
    .join(', ');
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO campaigns (name, created_at, last_played_at, ${copied}) SELECT ?, ?, ?, ${copied} FROM campaigns WHERE id = ?`)
    .run(name, stamp, stamp, campaignId);
  const copyId = Number(lastInsertRowid);

  const idMaps = new Map<string, Map<number, number>>([['campaigns', new Map([[campaignId, copyId]])]]);
  for (const table of campaignTablesInDependencyOrder(db)) {
    const columns = columnsOf(db, table).filter((c) => c !== 'id');
    const keys = foreignKeys(db, table);
    const map = new Map<number, number>();
    idMaps.set(table, map);
    const insert = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    const rows = db.prepare(`SELECT * FROM "${table}" WHERE campaign_id = ? ORDER BY id`).all(campaignId) as Record<string, unknown>[];
    for (const row of rows) {
      const values = columns.map((column) => {
        const key = keys.find((k) => k.from === column);
        const value = row[column];
        if (!key || value === null) return value;
        return idMaps.get(key.table)?.get(value as number) ?? value;
      });
      map.set(row.id as number, Number(insert.run(...values).lastInsertRowid));
    }
  }
  return copyId;
}

function foreignKeys(db: Db, table: string): ForeignKey[] {
  return db.prepare('SELECT "table", "from" FROM pragma_foreign_key_list(?)').all(table) as ForeignKey[];
}

function campaignTablesInDependencyOrder(db: Db): string[] {
  const tables = undoableTables(db).filter((t) => t !== 'campaigns' && columnsOf(db, t).includes('campaign_id'));
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Campaign tables reference each other in a cycle: ${[...path, table].join(' → ')}`);
    for (const key of foreignKeys(db, table)) if (tables.includes(key.table)) visit(key.table, [...path, table]);
    ordered.push(table);
  };
  tables.forEach((t) => visit(t, []));
  return ordered;
}
