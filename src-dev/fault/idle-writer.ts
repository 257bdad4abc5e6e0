/**
 * The victim of the WAL test (wal-files.test.ts), run as its own process:
 *
 *   node idle-writer.mjs <data dir> <count> <idle checkpoint ms>
 *
 * It opens the app core on the data folder, creates `count` campaigns `w-<n>`, printing
 * `ack <id> <name>` once each command's outcome has come back, then prints `idle` and
 * does nothing until it is killed: a player who stopped touching the app, whose computer
 * then lost power.
 */
import { createAppCore } from '../../src-main/app-core.js';
import { appVersion, findAppRoot, migrationsDir } from '../../src-main/app-paths.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';

const [dataDir, count, idleMs] = process.argv.slice(2);
if (!dataDir || !count || !idleMs) {
  process.stderr.write('usage: idle-writer <data dir> <count> <idle checkpoint ms>\n');
  process.exit(2);
}

const root = findAppRoot();
const core = await createAppCore({
  dataDir,
  migrationsDir: migrationsDir(root),
  host: 'web',
  version: appVersion(root),
  checkpointWhenIdleMs: Number(idleMs),
  log: (message, error) => process.stderr.write(`${message} ${String(error ?? '')}\n`),
});

for (let n = 0; n < Number(count); n++) {
  const name = `w-${n}`;
  const outcome = await core.dispatch('campaign/create', twoPlayerCampaign(name));
  if (!outcome.ok) {
    process.stderr.write(`campaign/create was refused: ${JSON.stringify(outcome.error)}\n`);
    process.exit(1);
  }
  process.stdout.write(`ack ${(outcome.value as CampaignDetail).id} ${name}\n`);
}
process.stdout.write('idle\n');
setInterval(() => {}, 60_000);
