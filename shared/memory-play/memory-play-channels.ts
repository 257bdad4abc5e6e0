import { z } from 'zod';
import { ruleChoicesSchema } from './rule-slices.js';
import { campaignId } from '../campaigns/campaign.js';
import { command, query, type ChannelGroup } from '../ipc/channel-spec.js';
import type { BoxData } from '../box-data/box-data-schema.js';
import { GUARD_TYPE_PATTERN, MAX_NAME_LENGTH, type MemoryMap } from './map/map-types.js';
import { memoryMapSchema } from './map/map-schema.js';
import { MAX_MAP_TEXT_BYTES, type ParseMapResult } from './map/map-notation.js';
import { memoryMapId } from './memory-map-box-data.js';
import { ENEMY_STAGES, EVENT_DIRECTIONS } from './play-types.js';
import { MAX_LOG_PAGE, type LoggedStep, type PlayStateAt, type PlaySummary, type PlayView, type StepApplied } from './play-view.js';
import { stepSchema } from './moves/index.js';
import type { PlayPreview } from './action-preview.js';
import type { Refusal } from '../ipc/refusal.js';
import { MAX_DICE_PER_ROLL, type DieFace } from '../dice/dice.js';
import { enemyStageInput } from './moves/index.js';
import type { EnemyStagePreview } from './enemy-phase.js';
import { enemyCardSchema, eventCardSchema, reinforcementCardSchema } from './enemy-box-data.js';

const playId = z.number().int().positive();
const byPlay = { campaignId, playId };

/**
 * UNK-18: a whole memory map, as the builder holds it (`previousMemoryId` when its memory id
 * changed, else null). The request checks the shape; the map rules (SET-2, MAP-WAL-1,
 * MAP-ROOF-2, CAP-1…) refuse it as a rule, naming the side and squares.
 */
const saveMemoryMapRequest = z.object({ previousMemoryId: memoryMapId.nullable(), map: memoryMapSchema }).strict();

/** A map in the text notation (shared/memory-play/map/map-notation.ts), pasted or typed. */
const mapText = z.string().max(MAX_MAP_TEXT_BYTES, `A text map is at most ${MAX_MAP_TEXT_BYTES / 1024} KB.`);

/** An app bound on the cards an entered event deck holds; not a game value. */
const MAX_EVENT_CARDS = 100;

/**
 * SET-1…10: start a play of the campaign's memory from its entered map and the campaign's
 * boards. What the campaign book's page says and the save does not know is given here:
 * SET-5 the elite type (when the map shows several), SET-9 the enemy steps of memory 0.2,
 * BOSS-1 the boss cards' health and XP, and SET-10 the event deck when the players entered
 * its cards (otherwise each card's direction is typed at the table).
 */
const startPlayRequest = z
  .object({
    campaignId,
    memoryId: memoryMapId,
    eliteType: z.string().regex(GUARD_TYPE_PATTERN).nullable().optional(),
    enemyStages: z.array(z.enum(ENEMY_STAGES)).max(ENEMY_STAGES.length).optional(),
    bossCards: z
      .array(
        z
          .object({
            name: z.string().min(1).max(MAX_NAME_LENGTH),
            health: z.number().int().min(1).max(99).nullable(),
            xp: z.number().int().min(0).max(99).nullable(),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    eventCards: z
      .array(z.object({ id: z.string().min(1).max(40), direction: z.enum(EVENT_DIRECTIONS) }).strict())
      .min(1)
      .max(MAX_EVENT_CARDS)
      .optional(),
    /** The rule modules the group switches on beyond what the map brings, each with its options. */
    rules: ruleChoicesSchema.optional(),
    /** END-4 [AMB]: the order of the end of turn's effects the group chose; checked when the play is set up. */
    endOfTurnOrder: z.array(z.string().min(1).max(40)).max(20).optional(),
  })
  .strict();
export type StartPlayRequest = z.infer<typeof startPlayRequest>;

/**
 * A step, and optionally whom the board shows (`preview`): the answer then carries that
 * assassin's moves and the roll waiting after the step (StepApplied.next), in the same request.
 */
const applyStepRequest = z
  .object({ ...byPlay, step: stepSchema, preview: z.object({ miniatureId: z.string().min(1).max(40).nullable(), useSavedCube: z.boolean().optional() }).strict().optional() })
  .strict();

/** The memory-play area's channels: memory maps kept with the box data, and the plays themselves. */
export const memoryPlayChannels = {
  'box-data/save-memory-map': command<BoxData>()(saveMemoryMapRequest),
  /** Reads a text map and saves it (replacing the map of its memory id); a problem names its line and column. */
  'box-data/import-memory-map-text': command<{ map: MemoryMap; boxData: BoxData }>()(z.object({ text: mapText }).strict()),
  /** Reads a text map without saving it: every problem, each with its line and column, for the builder to show. */
  'box-data/check-memory-map-text': query<ParseMapResult>()(z.object({ text: mapText }).strict()),
  'box-data/export-memory-map-text': query<{ memoryId: string; fileName: string; text: string }>()(z.object({ memoryId: memoryMapId }).strict()),
  'box-data/remove-memory-map': command<BoxData>()(z.object({ memoryId: memoryMapId }).strict()),

  'memory-play/start': command<PlayView>()(startPlayRequest),
  'memory-play/get': query<PlayView>()(z.object(byPlay).strict()),
  /** The campaign's plays, newest first; the one being played has status `playing`. */
  'memory-play/list': query<PlaySummary[]>()(z.object({ campaignId }).strict()),
  'memory-play/apply-step': command<StepApplied>()(applyStepRequest),
  /**
   * A step tried on the play as it stands and never kept: the rule that would refuse it, or null.
   * GEN-6: the board asks before a hand move, to take a legal square as the rule-checked move and
   * to name the rule a correction sets aside.
   */
  'memory-play/try-step': query<{ refusal: Refusal | null }>()(applyStepRequest),
  /** Review: the play after step `seq` (0 = as set up). */
  'memory-play/state-at': query<PlayStateAt>()(z.object({ ...byPlay, seq: z.number().int().min(0) }).strict()),
  /**
   * What the selected assassin's moves and actions would do (tried on the current state, never
   * kept), and the exact chances of the roll waiting; `miniatureId` null for the roll only.
   * `useSavedCube` (SAVE-3): the actions are tried paying one cube with the saved cube.
   */
  'memory-play/preview': query<PlayPreview>()(z.object({ ...byPlay, miniatureId: z.string().min(1).max(40).nullable(), useSavedCube: z.boolean().optional() }).strict()),
  /** Review: a page of the log, from step `fromSeq` on. */
  'memory-play/log': query<LoggedStep[]>()(
    z.object({ ...byPlay, fromSeq: z.number().int().min(1).default(1), limit: z.number().int().min(1).max(MAX_LOG_PAGE).default(MAX_LOG_PAGE) }).strict(),
  ),
  /**
   * What the enemy step due now would do with the input given so far (the same code as
   * applying it): each enemy's move or reason to stay, the guards appearing, the question still
   * open with every option, the tests and combat dice with their odds, and once ready the table
   * changes. Nothing is kept; `memory-play/apply-step` with an `enemy-stage` applies it.
   */
  'memory-play/preview-enemy-step': query<EnemyStagePreview>()(z.object({ ...byPlay, stage: z.enum(ENEMY_STAGES), input: enemyStageInput }).strict()),
  /** UNK-7: a guard type's enemy card (replacing the one of `previousGuardType`, or of its own type). */
  'box-data/save-enemy-card': command<BoxData>()(z.object({ previousGuardType: z.string().regex(GUARD_TYPE_PATTERN).nullable(), card: enemyCardSchema }).strict()),
  'box-data/remove-enemy-card': command<BoxData>()(z.object({ guardType: z.string().regex(GUARD_TYPE_PATTERN) }).strict()),
  /** UNK-6, SET-4: a reinforcement card of the deck for 2, 3 or 4 assassins. */
  'box-data/save-reinforcement-card': command<BoxData>()(
    z.object({ previous: z.object({ assassins: z.number().int().min(2).max(4), id: z.string().min(1).max(20) }).strict().nullable(), card: reinforcementCardSchema }).strict(),
  ),
  'box-data/remove-reinforcement-card': command<BoxData>()(z.object({ assassins: z.number().int().min(2).max(4), id: z.string().min(1).max(20) }).strict()),
  /** UNK-5, EVT-5: an event card and its direction. */
  'box-data/save-event-card': command<BoxData>()(z.object({ previousId: z.string().min(1).max(40).nullable(), card: eventCardSchema }).strict()),
  'box-data/remove-event-card': command<BoxData>()(z.object({ id: z.string().min(1).max(40) }).strict()),
} as const satisfies ChannelGroup;
