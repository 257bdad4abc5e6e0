import type Database from 'better-sqlite3';

/** The one open connection to the save. Its own module so the db files need no cycles. */
export type Db = Database.Database;
