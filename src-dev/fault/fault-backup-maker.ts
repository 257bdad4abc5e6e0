/**
 * The victim of the leftovers test (leftovers.test.ts), run as its own process:
 *
 *   node fault-backup-maker.mjs <data dir> <round>
 *
 * It opens the app core on the data folder and, until it is killed, changes a campaign,
 * makes a backup by hand, and every third time restores the backup it made before (which
 * stages a copy and makes a before-restore backup first). After each backup is complete
 * it prints `ack backup <id>`, so the parent can check that none of them went missing.
 */
import { openVictimCore, victimArgs } from './victim-core.js';
import type { BackupInfo } from '../../shared/backups/backup.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';

const [dataDir, round] = victimArgs('fault-backup-maker', ['data dir', 'round']);
const core = await openVictimCore(dataDir);

async function call<T>(channel: string, args: unknown): Promise<T> {
  const outcome = await core.dispatch(channel, args);
  if (!outcome.ok) {
    process.stderr.write(`${channel} was refused: ${JSON.stringify(outcome.error)}\n`);
    process.exit(1);
  }
  return outcome.value as T;
}

const campaign = await call<CampaignDetail>('campaign/create', twoPlayerCampaign(`b-${round}`));
let previous: BackupInfo | null = null;
for (let n = 0; ; n++) {
  await call('campaign/rename', { campaignId: campaign.id, name: `b-${round}-${n}` });
  const made = await call<BackupInfo>('backup/create', {});
  process.stdout.write(`ack backup ${made.id}\n`);
  if (n % 3 === 2 && previous !== null) {
    const { safetyBackup } = await call<{ safetyBackup: BackupInfo }>('backup/restore', { backupId: previous.id });
    process.stdout.write(`ack backup ${safetyBackup.id}\n`);
  }
  previous = made;
}
