import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore, type AppCoreOptions } from '../app-core.js';
import { findAppRoot, migrationsDir } from '../app-paths.js';
import type { ChannelName, RequestOf, ResultOf } from '../../shared/ipc/channels.js';
import type { AppError } from '../../shared/ipc/errors.js';
import type { ChannelCall } from '../../shared/test-support/campaign-builders.js';
import { snapshotSave } from './save-snapshot.js';

export const appRoot = findAppRoot();

export function tempDir(prefix = 'bov-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestCore {
  core: AppCore;
  dataDir: string;
  /** Invokes a channel and returns its value, failing the test on an error outcome. */
  call<N extends ChannelName>(name: N, args: RequestOf<N>): Promise<ResultOf<N>>;
  /** Invokes a channel that must fail, and returns the error. */
  refuse(name: string, args: unknown): Promise<AppError>;
  /** Every row of the save and the whole history: equal states mean nothing changed. */
  state(): Promise<{ tables: ReturnType<typeof snapshotSave>; history: unknown }>;
  /** Like refuse, and also checks that the save and its history were left exactly as they were. */
  refuseUnchanged(name: string, args: unknown): Promise<AppError>;
  reopen(): Promise<TestCore>;
  dispose(): Promise<void>;
}

export async function openTestCore(dataDir?: string, extra: Partial<AppCoreOptions> = {}): Promise<TestCore> {
  const temp = dataDir ? null : tempDir();
  return wrapCore(dataDir ?? temp!.dir, extra, temp?.cleanup ?? (() => {}));
}

/** `removeDir` travels through every reopen, so the last core disposed removes the folder the first one made. */
async function wrapCore(dir: string, extra: Partial<AppCoreOptions>, removeDir: () => void): Promise<TestCore> {
  const core = await createAppCore({
    dataDir: dir,
    migrationsDir: migrationsDir(appRoot),
    host: 'web',
    version: '0.0.0-test',
    log: () => {},
    ...extra,
  });
  const self: TestCore = {
    core,
    dataDir: dir,
    async call(name, args) {
      const outcome = await core.dispatch(name, args);
      if (!outcome.ok) throw new Error(`${name} failed: ${outcome.error.code} ${outcome.error.field ?? ''} ${outcome.error.message}`);
      return outcome.value as never;
    },
    async refuse(name, args) {
      const outcome = await core.dispatch(name, args);
      if (outcome.ok) throw new Error(`${name} was expected to fail but succeeded`);
      return outcome.error;
    },
    async state() {
      return { tables: snapshotSave(core.info.savePath), history: await self.call('history/list', { campaignId: null }) };
    },
    async refuseUnchanged(name, args) {
      const before = await self.state();
      const error = await self.refuse(name, args);
      const after = await self.state();
      if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`${name} was refused but changed the save`);
      return error;
    },
    async reopen() {
      await core.close();
      return wrapCore(dir, extra, removeDir);
    },
    async dispose() {
      await core.close();
      removeDir();
    },
  };
  return self;
}

/** A two-player core campaign (Claudio and Daria), the request most tests start from. */
export { twoPlayerCoreCampaign as twoPlayerCampaign } from '../../shared/test-support/campaign-builders.js';

/** The test core's `call`, loosened to the transport-neutral shape the shared setup steps take. */
export const channelCall =
  (t: TestCore): ChannelCall =>
  <T>(channel: string, args: unknown) =>
    t.call(channel as ChannelName, args as never) as Promise<T>;
