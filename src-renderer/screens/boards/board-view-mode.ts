/*
 * How the Assassins tab lays out the boards: the full boards, or compact cards that fit
 * side by side. A display preference of this window, not game state: it is kept per
 * campaign in localStorage (not in the save, not in the history), and anything unreadable
 * there means the full view.
 */

export type BoardViewMode = 'full' | 'compact';

const storageKey = (campaignId: number): string => `bov.boards-view.${campaignId}`;

export function readBoardViewMode(storage: Pick<Storage, 'getItem'>, campaignId: number): BoardViewMode {
  try {
    return storage.getItem(storageKey(campaignId)) === 'compact' ? 'compact' : 'full';
  } catch {
    return 'full';
  }
}

export function saveBoardViewMode(storage: Pick<Storage, 'setItem'>, campaignId: number, mode: BoardViewMode): void {
  try {
    storage.setItem(storageKey(campaignId), mode);
  } catch {
    // A storage that refuses (full, disabled) only means the choice is not remembered.
  }
}
