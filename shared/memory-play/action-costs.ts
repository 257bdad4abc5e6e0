/**
 * ASP-1, the action table of the rules digest: what each assassin action costs in action cubes.
 * `objective` costs the value on its token less what was pooled this turn (ACT-OBJ-1/2), and a
 * card costs what is printed on it (the Equipment row): both are worked out where they are known.
 */
const PREVIEW_ACTIONS = [
  'attack',
  'coordinated-attack',
  'work-objective',
  'open-chest',
  'hide-bodies',
  'trade',
  'enter-hiding-spot',
  'leave-hiding-spot',
  'climb-tower',
  'synchronize',
  'leap-of-faith',
  'fast-travel',
  'save-cube',
  'equip',
  'move-card',
  'use-card',
] as const;
export type PreviewActionKind = (typeof PREVIEW_ACTIONS)[number];

export const ACTION_COSTS = {
  /** ACT-MOV */
  move: 1,
  /** ACT-WPN */
  attack: 1,
  /** ACT-OBJ: 1–3, the value on the token. */
  'work-objective': 'objective',
  /** MAP-CHS */
  'open-chest': 1,
  /** BODY */
  'hide-bodies': 1,
  /** ACT-TRD */
  trade: 1,
  /** ACT-FTS */
  'fast-travel': 1,
  /** SAVE: the cube moved onto the "+" slot. */
  'save-cube': 1,
  /** Equipment: as printed on the card. */
  'use-card': 'card',
  /** COORD-1: 1 cube of each participant. */
  'coordinated-attack': 1,
  /** MAP-HID-2, MAP-HID-5: in or out of a hiding spot for nothing. */
  'enter-hiding-spot': 0,
  'leave-hiding-spot': 0,
  /** MAP-TWR-1 */
  'climb-tower': 1,
  /** MAP-TWR-4 */
  synchronize: 1,
  /** MAP-TWR-6 */
  'leap-of-faith': 0,
  /** EQP-2: a gained card into a free slot; 1 more when the slot's card moves to the inventory (EQP-4 a). */
  equip: 0,
  /** EQP-4: a rearrangement; a discard costs 0. */
  'move-card': 1,
} as const satisfies Readonly<Record<PreviewActionKind | 'move', number | 'objective' | 'card'>>;
