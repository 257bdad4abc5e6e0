import type { Box, Difficulty } from '../../../shared/campaigns/campaign.js';
import type { GuardType, MemoryMap } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, EnemyStage, EventCard } from '../../../shared/memory-play/play-state.js';
import type { EnemyCard, ReinforcementCard } from '../../../shared/memory-play/enemy-box-data.js';
import type { RuleChoices } from '../../../shared/memory-play/rule-slices.js';

/** SET-7: an assassin's board as the campaign holds it when the memory starts: its piece's board, before play (HLT-1: max health 3 + the worn armor's; EQP-3…6: each card as box data says it). */
export type SetupAssassin = Pick<AssassinPiece, 'memberId' | 'characterId' | 'colour' | 'initial' | 'apprentice' | 'health' | 'maxHealth' | 'equipment'>;

/** BOSS-1, BOSS-7: what the players typed from a boss card; unknown values stay null. */
export interface BossCard {
  name: string;
  health: number | null;
  xp: number | null;
}

/**
 * The plain facts a play starts from: the entered map and what the campaign knows. Stored as
 * the play's setup, so the play is `createPlay(setup)` followed by its logged steps.
 */
export interface PlaySetup {
  memoryId: string;
  box: Box;
  difficulty: Difficulty;
  /** The generator's seed; every draw of the play follows from it. */
  seed: number;
  map: MemoryMap;
  assassins: readonly SetupAssassin[];
  /** SET-5: the memory's elite type; when omitted, the one elite type among the starting guards. */
  eliteType?: GuardType | null;
  /** SET-9: the enemy steps memory 0.2 plays, as its campaign book page says. */
  enemyStages?: readonly EnemyStage[];
  /** SET-10: directions typed from each drawn card, or the deck entered in box data. */
  eventDeck: { mode: 'typed' } | { mode: 'entered'; cards: readonly EventCard[] };
  bossCards?: readonly BossCard[];
  /** UNK-7: the enemy cards entered in box data (the enemy phase reads health, dice, weapon, ladders). */
  enemyCards?: readonly EnemyCard[];
  /** SET-4, UNK-6: the entered reinforcement deck for this many assassins; absent, each card is typed at the table. */
  reinforcementCards?: readonly ReinforcementCard[];
  /** The rule modules the group switched on at the start (rules/), each with its options; those the map brings need nothing here. */
  rules?: RuleChoices;
  /** END-4 [AMB]: the order of the end of turn's effects the group chose; absent, the digest's default. */
  endOfTurnOrder?: readonly string[];
}

