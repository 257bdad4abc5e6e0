import type { DiaryPrefill } from '../../../../shared/memory-play/play-types.js';

/**
 * DIARY-2/3: the record an ended play hands to the diary. The board ends the memory, puts the
 * pre-fill here and opens the Diary tab, whose play panel takes it and opens the record
 * dialog filled from the board for the players to confirm or correct.
 */
class PendingRecord {
  private value = $state.raw<{ campaignId: number; prefill: DiaryPrefill } | null>(null);

  hand(campaignId: number, prefill: DiaryPrefill): void {
    this.value = { campaignId, prefill };
  }

  /** The pre-fill waiting for this campaign's diary, taken (so it opens once). */
  take(campaignId: number): DiaryPrefill | null {
    const waiting = this.value;
    if (waiting === null || waiting.campaignId !== campaignId) return null;
    this.value = null;
    return waiting.prefill;
  }

  /** Whether one waits for this campaign (read reactively). */
  waitingFor(campaignId: number): boolean {
    return this.value?.campaignId === campaignId;
  }
}

export const pendingRecord = new PendingRecord();
