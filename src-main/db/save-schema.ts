import Database from 'better-sqlite3';
import type { Db } from './db.js';
import type { Migration } from './migrations.js';

/*
 * A save's tables, compared with the tables the app's own migrations make at the save's
 * version. Tables named like a save's prove nothing (another program may call a table
 * `campaigns`), and a version number can be garbled: a file is treated as a save at
 * version N only when it has exactly the tables and columns of version N.
 */

/** Every table (but SQLite's own) with its columns in order, as one comparable text per table. */
export type SchemaShape = Map<string, string>;

export function schemaShapeOf(db: Db): SchemaShape {
  const rows = db
    .prepare(
      `SELECT m.name AS tableName, group_concat(c.name || ' ' || c.type, ', ') AS columns
       FROM sqlite_schema m, pragma_table_info(m.name) c
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
       GROUP BY m.name ORDER BY m.name`,
    )
    .all() as { tableName: string; columns: string }[];
  return new Map(rows.map((row) => [row.tableName, row.columns]));
}

const shapes = new WeakMap<readonly Migration[], Map<number, SchemaShape>>();

/** The tables the first `version` migrations make, built once in memory per migration list and version. */
export function referenceShape(migrations: readonly Migration[], version: number): SchemaShape {
  let byVersion = shapes.get(migrations);
  if (byVersion === undefined) {
    byVersion = new Map();
    shapes.set(migrations, byVersion);
  }
  let shape = byVersion.get(version);
  if (shape === undefined) {
    const db = new Database(':memory:');
    try {
      for (const migration of migrations.slice(0, version)) db.exec(migration.sql);
      shape = schemaShapeOf(db);
    } finally {
      db.close();
    }
    byVersion.set(version, shape);
  }
  return shape;
}

/** How the file's tables differ from the reference, in a few words; null when they are the same. */
export function shapeDifference(actual: SchemaShape, expected: SchemaShape): string | null {
  const missing = [...expected.keys()].filter((table) => !actual.has(table));
  const extra = [...actual.keys()].filter((table) => !expected.has(table));
  const changed = [...expected.keys()].filter((table) => actual.has(table) && actual.get(table) !== expected.get(table));
  const parts = [
    missing.length > 0 ? `missing ${missing.slice(0, 3).join(', ')}` : '',
    extra.length > 0 ? `unexpected ${extra.slice(0, 3).join(', ')}` : '',
    changed.length > 0 ? `different columns in ${changed.slice(0, 3).join(', ')}` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join('; ');
}

/**
 * The save's version as recorded by the migrations themselves (table `schema_versions`, from
 * migration 14 on), or null for an older save without that table.
 */
export function recordedVersion(db: Db): number | null {
  const table = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_versions'").get();
  if (table === undefined) return null;
  return (db.prepare('SELECT max(version) AS version FROM schema_versions').get() as { version: number | null }).version ?? 0;
}
