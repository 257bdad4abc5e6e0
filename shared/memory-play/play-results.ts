import type { Difficulty } from '../campaigns/campaign.js';
import type { Sticker } from '../diary/diary.js';
import type { SideId, SquareRef } from './map/map-types.js';
import type { PendingDecision } from './decisions.js';
import type { EnemyStage, PlayOutcome } from './play-state.js';
import type { TrackerStep } from './moves/index.js';

/**
 * What happens next, so the screen can always say it (the turn tracker): the choice
 * waiting (GEN-1), else the tracker step that moves the turn on. Manual moves stay possible
 * beside it whenever no choice waits.
 */
export type NextUp =
  | { kind: 'decide'; decision: PendingDecision }
  | {
      kind: 'tracker';
      move: TrackerStep['kind'];
      rule: string;
      /**
       * ENM-1: in the enemy phase, the step due, which the app plays from its preview
       * (`memory-play/preview-enemy-step`, then an `enemy-stage` step); `move` stays the manual advance (GEN-6).
       */
      enemyStage?: EnemyStage;
    }
  | { kind: 'ended'; outcome: PlayOutcome };

/**
 * Into the diary: what an ended play says about the attempt, for the players to confirm or
 * correct before it is recorded (DIARY-2/3). Values the board does not know (an objective's
 * XP never entered, a boss card's XP, the chest cards' names, the 100% sync) stay null or out,
 * for the players to type: nothing is guessed.
 */
export interface DiaryPrefill {
  memoryId: string;
  outcome: PlayOutcome;
  /** DIFF-1: the difficulty the memory ended on. */
  difficulty: Difficulty;
  /** DIFF-3: any part played on easy. */
  easyUsed: boolean;
  /** SYNC-1/2: the sticker a 100% sync would earn (gray after any easy, DIFF-3); null after a failure. */
  stickerIfSynced: Sticker | null;
  /**
   * ACT-OBJ-4: the objectives completed, with the XP on their tokens (null when not entered with
   * the map); `where` is its square as the players say it, for an objective they gave no label.
   */
  objectives: { objectiveId: string; where: string; label: string | null; xp: number | null; mandatory: boolean }[];
  /** BOSS-7: the bosses eliminated, with the XP in their hexagon when known. */
  bosses: { miniatureId: string; name: string; xp: number | null }[];
  /** MAP-CHS-1: the chests opened (one chest token each); the players name the cards drawn. */
  chestsOpened: { chestId: string; side: SideId; square: SquareRef }[];
  /** HLT-8: the party members eliminated during the play. */
  eliminatedMemberIds: number[];
  /** The play it comes from, so the diary's record of it is tied to it (set by main, not the engine). */
  playId?: number;
  /** MAP-CHS-1: the chest cards the players named when they ended the memory (set by main). */
  chestCardNames?: string[];
}

