import { describe } from 'vitest';
import { attemptNumberFor, checkSkip, type AttemptFacts, type MemoryRecord } from '../../../shared/diary/diary-rules.js';
import { checkEliminations, type EliminationCandidate } from '../../../shared/diary/record-rules.js';
import { checkSyncTarget, type SyncCampaignFacts } from '../../../shared/diary/sync-elsewhere.js';
import { refusalOf } from '../../../shared/test-support/expect-refusal.js';
import { checkRefusalWording } from '../../lib/refusal-wording.js';
import diaryRulesEn from './diary-rules.en.json';

/* Every refusal of the Diary rules, worded by the renderer from its parameters. */

const won: AttemptFacts = { outcome: 'success', difficulty: 'normal', easyUsed: false };
const lost: AttemptFacts = { outcome: 'failure', difficulty: 'normal', easyUsed: false };
const memory = (memoryId: string, attempts: AttemptFacts[], skipped = false): MemoryRecord => ({ memoryId, skipped, attempts });
const full = Array.from({ length: 26 }, (_, i) => memory(`1.${i + 1}`, [won]));
const roma: SyncCampaignFacts = { id: 4, name: 'Roma', box: 'core', createdAt: '2026-01-10T18:03:00.000Z', hasSticker: true };
const forli: SyncCampaignFacts = { id: 1, name: 'Forlì', box: 'core', createdAt: '2026-01-10T18:00:00.000Z', hasSticker: false };
const daria: EliminationCandidate = { id: 2, assassin: 'Daria', status: 'in-play', eliminated: false, inHospital: false };

describe('Diary refusals in the players’ language', () => {
  checkRefusalWording(
    [
      refusalOf(attemptNumberFor([memory('1.3', [], true)], '1.3')),
      refusalOf(attemptNumberFor([memory('0.1', [won])], '0.1')),
      refusalOf(attemptNumberFor([memory('0.1', [lost, lost])], '0.1')),
      refusalOf(attemptNumberFor([memory('0.1', [lost])], '0.2')),
      refusalOf(attemptNumberFor(full, '2.1')),
      checkSkip([memory('1.3', [], true)], '1.3'),
      checkSkip([memory('1.3', [won])], '1.3'),
      checkEliminations([daria], [9]),
      checkEliminations([daria], [2, 2]),
      checkEliminations([{ ...daria, status: 'left' }], [2]),
      checkEliminations([{ ...daria, eliminated: true }], [2]),
      checkEliminations([{ ...daria, inHospital: true }], [2]),
      checkSyncTarget(roma, null, forli, '1.2'),
      checkSyncTarget(roma, 'red', { ...forli, box: 'apocalypse', name: 'Ruins' }, '1.2'),
      checkSyncTarget(roma, 'red', { ...forli, id: 5, createdAt: '2026-01-10T18:04:00.000Z', name: 'Firenze' }, '1.2'),
      checkSyncTarget(roma, 'red', { ...forli, hasSticker: true }, '1.2'),
    ],
    diaryRulesEn,
  );
});
