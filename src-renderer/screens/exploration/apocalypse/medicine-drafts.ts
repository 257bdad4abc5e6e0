import type { MedicineUse } from '../../../../shared/exploration/apocalypse.js';

/** EOM-1: one medicine as the players fill it in (text, so a half-typed row stays as it is). */
export interface MedicineDraft {
  key: number;
  memberId: string;
  /** UNK-37: the health its card gives. */
  health: string;
  /** The card used ('' when the players do not track it). */
  cardId: string;
}

let nextKey = 1;
export const emptyMedicine = (): MedicineDraft => ({ key: nextKey++, memberId: '', health: '', cardId: '' });

/** The requests for main, or null while a row misses its assassin or a health of 1 to 9. */
export function medicineRequests(drafts: readonly MedicineDraft[]): MedicineUse[] | null {
  const requests: MedicineUse[] = [];
  for (const draft of drafts) {
    const health = Number(draft.health);
    if (draft.memberId === '' || draft.health.trim() === '' || !Number.isInteger(health) || health < 1 || health > 9) return null;
    requests.push({ memberId: Number(draft.memberId), health, cardId: draft.cardId === '' ? null : Number(draft.cardId) });
  }
  return requests;
}
