import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';
import { FOLDER_LOCK_FILE, lockDataFolder } from './folder-lock.js';

const temps: ReturnType<typeof tempDir>[] = [];
afterEach(() => temps.splice(0).forEach((t) => t.cleanup()));
const folder = () => {
  const temp = tempDir('bov-lock-');
  temps.push(temp);
  return temp.dir;
};

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof AppFailure ? error.error : error;
  }
  return null;
}

describe('lockDataFolder', () => {
  it('DATA-LOCK: lets one owner at a time hold a data folder, and names the folder when it refuses', () => {
    const dir = folder();
    const owner = lockDataFolder(dir, { waitMs: 0 });
    expect(refusalOf(() => lockDataFolder(dir, { waitMs: 0 }))).toMatchObject({ code: 'data-folder-in-use', params: { folder: dir } });
    owner.release();
    lockDataFolder(dir, { waitMs: 0 }).release();
  });

  it('DATA-LOCK: leaves only an empty lock file behind, which never stops the next owner', () => {
    const dir = folder();
    lockDataFolder(dir, { waitMs: 0 }).release();
    expect(readdirSync(dir)).toEqual([FOLDER_LOCK_FILE]);
    lockDataFolder(dir, { waitMs: 0 }).release();
  });

  it('DATA-LOCK: takes over a lock file that holds something else (it is never the app’s own)', () => {
    const dir = folder();
    writeFileSync(join(dir, FOLDER_LOCK_FILE), 'not a database');
    lockDataFolder(dir, { waitMs: 0 }).release();
  });

  it('DATA-LOCK: a lock held by a process that is killed is released by the system', async () => {
    const dir = folder();
    const holder = spawn(
      process.execPath,
      ['-e', `const D=require(${JSON.stringify(join(appRoot, 'node_modules', 'better-sqlite3'))});const d=new D(${JSON.stringify(join(dir, FOLDER_LOCK_FILE))});d.pragma('journal_mode = MEMORY');d.exec('BEGIN EXCLUSIVE');console.log('held');setInterval(()=>{},1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(refusalOf(() => lockDataFolder(dir, { waitMs: 0 }))).toMatchObject({ code: 'data-folder-in-use' });
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('close', resolve));
    lockDataFolder(dir, { waitMs: 0 }).release();
    expect(existsSync(join(dir, `${FOLDER_LOCK_FILE}-journal`))).toBe(false);
  });
});
