/**
 * The victim of the crash test (kill-writer.test.ts), run as its own process:
 *
 *   node fault-writer.mjs <data dir> <round>
 *
 * It opens the app core on the data folder and commits commands until it is killed,
 * alternating between creating a campaign `c-<round>-<n>` and renaming one it created
 * earlier to `r-<round>-<n>`. Only after a command's outcome has come back does it print
 * `ack create <id> <name>` or `ack rename <id> <name>`: those are the changes the app has
 * promised the players, so the parent checks each of them survived the kill. Writes to a
 * pipe are synchronous on Linux, so an ack that was printed has left this process.
 */
import { openVictimCore, victimArgs } from './victim-core.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';

const [dataDir, round] = victimArgs('fault-writer', ['data dir', 'round']);
const core = await openVictimCore(dataDir);

async function commit(channel: 'campaign/create' | 'campaign/rename', args: unknown): Promise<CampaignDetail> {
  const outcome = await core.dispatch(channel, args);
  if (!outcome.ok) {
    process.stderr.write(`${channel} was refused: ${JSON.stringify(outcome.error)}\n`);
    process.exit(1);
  }
  return outcome.value as CampaignDetail;
}

const created: number[] = [];
for (let n = 0; ; n++) {
  if (n % 2 === 0) {
    const name = `c-${round}-${n}`;
    const { id } = await commit('campaign/create', twoPlayerCampaign(name));
    created.push(id);
    process.stdout.write(`ack create ${id} ${name}\n`);
  } else {
    // Spread the renames over every campaign made so far, not just the newest.
    const id = created[(n * 7) % created.length]!;
    const name = `r-${round}-${n}`;
    await commit('campaign/rename', { campaignId: id, name });
    process.stdout.write(`ack rename ${id} ${name}\n`);
  }
}
