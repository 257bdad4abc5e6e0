import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/**
 * Reads `db/migrations/NNN-name.sql`. Numbers must run 1, 2, 3… without gaps, because the
 * save's version is simply the number of the last migration applied (PRAGMA user_version).
 */
export function loadMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`Migration file name "${file}" does not look like 001-some-name.sql.`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, index) => {
    if (m.version !== index + 1) throw new Error(`Migration ${m.version} is out of sequence; expected ${index + 1}.`);
  });
  return migrations;
}
