import Database from 'better-sqlite3';

/**
 * Turns a closed save of today's version into one as a newer version of the app would leave
 * it: a higher version in the header and the same version in its own record (migration 14's
 * table), which every migration of a newer app writes too.
 */
export function makeNewerSave(path: string, version: number): void {
  const db = new Database(path);
  try {
    db.transaction(() => {
      db.prepare('INSERT INTO schema_versions (version) VALUES (?)').run(version);
      db.pragma(`user_version = ${version}`);
    })();
  } finally {
    db.close();
  }
}
