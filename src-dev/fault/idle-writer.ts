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
import { openVictimCore, victimArgs } from './victim-core.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';

const [dataDir, count, idleMs] = victimArgs('idle-writer', ['data dir', 'count', 'idle checkpoint ms']);
const core = await openVictimCore(dataDir, { checkpointWhenIdleMs: Number(idleMs) });

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
