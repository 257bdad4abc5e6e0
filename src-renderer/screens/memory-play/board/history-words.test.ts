import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { PendingDecision, PlayState } from '../../../../shared/memory-play/play-types.js';
import { stepSchema } from '../../../../shared/memory-play/moves/index.js';
import type { Step, MoveKind } from '../../../../shared/memory-play/moves/index.js';
import { stepSummary } from '../../../../shared/memory-play/step-summary.js';
import { MOVE_CORRECTION_RULES } from '../../../../shared/memory-play/corrections.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { historySummary, type HistoryTextOptions } from '../../../lib/history-text.js';
import { assassin, guard, playOn } from './test-support/play-fixture.js';

/**
 * The history line of every kind of play step, as main records it (shared/memory-play/
 * step-summary.ts) and the history reads it in either language: names and squares as the
 * players say them, never an id (`a1`, `g8`, `d3`, `r2`), never a map letter on a one-map
 * memory, never "a change this version cannot describe". The kinds come from the step schema,
 * so a new kind of step without its sentence fails here.
 */

const catalog = createCatalog();
const NAMES: Record<string, string> = { claudio: 'Claudio', daria: 'Daria' };
const options = (language: Language): HistoryTextOptions => ({
  t: catalog.translator(language),
  has: (key) => catalog.has(key),
  dieName: (id) => id,
  characterName: (id) => NAMES[id] ?? id,
  language,
});
const line = (step: Step, state: PlayState, language: Language, after: PlayState | null = null) => historySummary(stepSummary(step, state, after), options(language));

/** A 4×3 test map of memory 1.1 (test values): a tower on C1–D2 with its foot on D2, a hiding spot, a station, a chest, an objective. */
const ONE_MAP = `memory 1.1
side A 4x3
   A    B    C    D
1  s1   s2   s3   s3
2  s4   s5   s3   s3
3  s6   s7   s8   s9
tile 3 tower
tower C1 D1 C2 D2 foot D2
hide D2 haystack
travel A3
chest B1
objective B3 cost 2 xp 3 mandatory "the letter"
objective A1 cost 1 xp 1 optional
entrance A D3
assassins A2
`;

const TWO_MAPS = `memory 3.1
side A 2x2
   A    B
1  s1   s2
2  s3   s4
assassins A1
side B 2x2
   A    B
1  s1   s2
2  s3   s4
`;

function table(): PlayState {
  const state = playOn(ONE_MAP, [
    assassin('a1', 'A', 'A3', { characterId: 'claudio', equipment: [{ slot: 'melee', name: 'Sword' }] }),
    assassin('a2', 'A', 'A3', { characterId: 'daria' }),
    assassin('a3', 'A', 'D2', { characterId: 'daria', id: 'a3' }),
    guard('g8', 'A', 'B3', 'crossbowman'),
    guard('g9', 'A', 'B3', 'agile'),
    { id: 'b1', kind: 'boss', name: 'Rodrigo', health: 5, maxHealth: 5, xp: 2, body: false, place: { on: 'square', side: 'A', square: 'B3' } },
  ]);
  const objectiveIndex = (square: string) => state.map.sides[0]!.features.findIndex((feature) => feature.type === 'objective' && feature.square === square);
  return {
    ...state,
    turn: 2,
    phase: 'assassin',
    objectives: [
      { id: 'o1', side: 'A', square: 'B3', featureIndex: objectiveIndex('B3'), completed: false },
      { id: 'o2', side: 'A', square: 'A1', featureIndex: objectiveIndex('A1'), completed: false },
    ],
    chests: [{ id: 'c1', side: 'A', square: 'B1', opened: false }],
    redBases: state.redBases.map((base, index) => (index === 0 ? { ...base, at: { on: 'attached', miniatureId: 'a1' } } : index === 1 ? { ...base, at: { on: 'loose', side: 'A', square: 'C3' } } : base)),
    miniatures: { ...state.miniatures, a3: { ...state.miniatures.a3!, place: { on: 'tower-top', side: 'A', tower: state.map.sides[0]!.features.findIndex((feature) => feature.type === 'tower') } } },
  };
}

const attack = { miniatureId: 'a1', slot: 'melee' as const, side: 'A' as const, square: 'B3', eyeIcon: false, alertIcon: false };
const waiting = (decision: PendingDecision): PlayState => ({ ...table(), pending: decision });

/** HUNT-1, CAP-2, MOV-6: Claudio hunted from B3 to A1, where a body gives way and a guard takes the objective base's space. */
function hunted(): PlayState {
  const state = table();
  return { ...state, miniatures: { ...state.miniatures, g10: guard('g10', 'A', 'A1', 'agile', true) } };
}
const HUNT_ONTO_BASE: PendingDecision = {
  id: 'd10',
  rule: 'HUNT-1',
  kind: 'hunt',
  miniatureId: 'a1',
  side: 'A',
  fromSquare: 'B3',
  toSquare: 'A1',
  count: 2,
  options: [{ id: 'g8+g9', miniatureIds: ['g8', 'g9'], givingWay: ['g10'], onObjectiveBase: ['g8'] }],
};

/** COORD-3: three black dice dealt between Claudio and Daria, who attacked B3 together. */
const DEAL: PendingDecision = {
  id: 'd11',
  rule: 'COORD-3',
  kind: 'retaliation-deal',
  attack: {
    ...attack,
    participants: [
      { miniatureId: 'a1', slot: 'melee', dice: 1, eyeIcon: false, alertIcon: false },
      { miniatureId: 'a2', slot: 'ranged', dice: 2, eyeIcon: false, alertIcon: false },
    ],
  },
  retaliators: ['g8', 'g9'],
  pool: 3,
  reach: [
    { miniatureId: 'a1', retaliators: ['g8', 'g9'] },
    { miniatureId: 'a2', retaliators: ['g8', 'g9'] },
  ],
  options: [
    { id: 'a1x2+a2x1', shares: [{ miniatureId: 'a1', dice: 2 }, { miniatureId: 'a2', dice: 1 }] },
    { id: 'a1x1+a2x2', shares: [{ miniatureId: 'a1', dice: 1 }, { miniatureId: 'a2', dice: 2 }] },
  ],
};

/** One or more steps of every kind, each in a play it can be taken in. */
const SAMPLES: { [K in MoveKind]: readonly { step: Extract<Step, { kind: K }>; state?: PlayState }[] } = {
  'add-miniature': [
    { step: { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: 'C3' } },
    { step: { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman', body: true }, side: 'A', square: 'C3' } },
    { step: { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Cesare' }, side: 'A', square: 'C3' } },
  ],
  'remove-miniature': [{ step: { kind: 'remove-miniature', miniatureId: 'g8' } }],
  'move-miniature': [
    { step: { kind: 'move-miniature', miniatureId: 'g8', side: 'A', square: 'B2' } },
    // GEN-6: a correction by hand, one sample per rule it may set aside.
    ...MOVE_CORRECTION_RULES.map((setsAside) => ({ step: { kind: 'move-miniature' as const, miniatureId: 'a1', side: 'A' as const, square: 'C3', setsAside } })),
  ],
  'set-body': [{ step: { kind: 'set-body', miniatureId: 'g8', body: true } }],
  'set-objective-space': [
    { step: { kind: 'set-objective-space', miniatureId: 'g8', onSpace: true } },
    { step: { kind: 'set-objective-space', miniatureId: 'g8', onSpace: false } },
  ],
  'set-missing-guard-marker': [{ step: { kind: 'set-missing-guard-marker', placed: true } }, { step: { kind: 'set-missing-guard-marker', placed: false } }],
  'set-health': [{ step: { kind: 'set-health', miniatureId: 'a1', health: 2 } }],
  'eliminate-assassin': [{ step: { kind: 'eliminate-assassin', miniatureId: 'a2' } }],
  'set-cubes': [
    { step: { kind: 'set-cubes', miniatureId: 'a1', cubes: 1, savedCube: true } },
    { step: { kind: 'set-cubes', miniatureId: 'a1', cubes: 3, savedCube: false } },
  ],
  'set-alert': [{ step: { kind: 'set-alert', side: 'A', alert: 'active' } }],
  'attach-red-base': [{ step: { kind: 'attach-red-base', miniatureId: 'a2' } }],
  'detach-red-base': [{ step: { kind: 'detach-red-base', miniatureId: 'a1' } }],
  'place-red-base': [{ step: { kind: 'place-red-base', side: 'A', square: 'B2' } }],
  'remove-red-base': [
    { step: { kind: 'remove-red-base', redBaseId: 'r1' } },
    { step: { kind: 'remove-red-base', redBaseId: 'r2' } },
  ],
  'set-objective': [
    { step: { kind: 'set-objective', objectiveId: 'o1', completed: true } },
    { step: { kind: 'set-objective', objectiveId: 'o2', completed: false } },
  ],
  'set-chest': [{ step: { kind: 'set-chest', chestId: 'c1', opened: true } }],
  'set-difficulty': [{ step: { kind: 'set-difficulty', difficulty: 'easy' } }],
  'set-easy-used': [{ step: { kind: 'set-easy-used', easyUsed: true } }],
  'begin-event-phase': [{ step: { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'W' }] } }],
  'begin-assassin-phase': [{ step: { kind: 'begin-assassin-phase' } }],
  'end-assassin-phase': [{ step: { kind: 'end-assassin-phase' } }],
  'end-enemy-stage': [{ step: { kind: 'end-enemy-stage', stage: 'movement' } }],
  'end-turn': [{ step: { kind: 'end-turn' } }],
  'end-memory': [{ step: { kind: 'end-memory', outcome: 'success' } }],
  choose: [
    { step: { kind: 'choose', decisionId: 'd3', optionId: 'A:A2' }, state: waiting({ id: 'd3', rule: 'SET-1', kind: 'place-assassin', miniatureId: 'a2', options: [{ id: 'A:A2', side: 'A', square: 'A2' }] }) },
    {
      step: { kind: 'choose', decisionId: 'd4', optionId: 'g8' },
      state: waiting({ id: 'd4', rule: 'HUNT-1', kind: 'hunt', miniatureId: 'a1', side: 'A', fromSquare: 'B3', toSquare: 'A3', count: 1, options: [{ id: 'g8', miniatureIds: ['g8'] }] }),
    },
    {
      step: { kind: 'choose', decisionId: 'd10', optionId: 'g8+g9' },
      state: { ...hunted(), pending: HUNT_ONTO_BASE },
    },
    {
      step: { kind: 'choose', decisionId: 'd11', optionId: 'a1x2+a2x1' },
      state: waiting(DEAL),
    },
    {
      step: { kind: 'choose', decisionId: 'd5', optionId: 'b1x2+g8' },
      state: waiting({ id: 'd5', rule: 'ACT-WPN-5', kind: 'assign-hits', attack, hits: 3, special: false, failures: 0, options: [{ id: 'b1x2+g8', miniatureIds: ['g8'], bosses: [{ miniatureId: 'b1', removed: 2, from: 5 }] }] }),
    },
    {
      step: { kind: 'choose', decisionId: 'd6', optionId: 'none' },
      state: waiting({ id: 'd6', rule: 'ACT-WPN-5', kind: 'assign-hits', attack, hits: 0, special: false, failures: 1, options: [{ id: 'none', miniatureIds: [] }] }),
    },
  ],
  'save-cube': [{ step: { kind: 'save-cube', miniatureId: 'a1' } }],
  move: [{ step: { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B2' } }],
  roll: [
    {
      step: { kind: 'roll', decisionId: 'd7', mode: 'entered', faces: ['eye', 'blank'] },
      state: waiting({ id: 'd7', rule: 'DET-4', kind: 'detection-roll', side: 'A', square: 'B3', die: 'red', sets: [{ miniatureId: 'a1', involved: 'character', dice: 2 }], count: 2, exposingFaces: ['eye'], alertWasActive: false, options: [] }),
    },
    { step: { kind: 'roll', decisionId: 'd8', mode: 'app', faces: ['hit', 'x'] }, state: waiting({ id: 'd8', rule: 'ACT-WPN-3', kind: 'attack-roll', attack, die: 'white', count: 2, options: [] }) },
    {
      step: { kind: 'roll', decisionId: 'd9', mode: 'entered', faces: ['hit'] },
      state: waiting({ id: 'd9', rule: 'RET-2', kind: 'retaliation-roll', attack, retaliators: ['g8'], rangeFromCard: [], die: 'black', options: [] }),
    },
  ],
  'enemy-stage': [{ step: { kind: 'enemy-stage', stage: 'reinforcement', input: {} } }],
  'answer-enemy-stage': [{ step: { kind: 'answer-enemy-stage', stage: 'movement', answer: { choices: { 'who-enters:A:C3': 'g7' } } } }],
  'restart-enemy-stage': [{ step: { kind: 'restart-enemy-stage', stage: 'combat' } }],
  'work-objective': [{ step: { kind: 'work-objective', miniatureId: 'a1', objectiveId: 'o1', cubes: 2 } }],
  'fast-travel': [
    { step: { kind: 'fast-travel', miniatureId: 'a1' } },
    { step: { kind: 'fast-travel', miniatureId: 'a1', returnTo: { side: 'A', square: 'A3' } } },
  ],
  attack: [{ step: { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 1, side: 'A', square: 'B3' } }],
  'open-chest': [{ step: { kind: 'open-chest', miniatureId: 'a1' } }],
  'hide-bodies': [{ step: { kind: 'hide-bodies', miniatureId: 'a1', searched: 1 } }],
  'use-card': [{ step: { kind: 'use-card', miniatureId: 'a1', card: 'Smoke bomb', cost: 1 } }],
  trade: [{ step: { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] } }],
  'enter-hiding-spot': [{ step: { kind: 'enter-hiding-spot', miniatureId: 'a2' } }],
  'leave-hiding-spot': [{ step: { kind: 'leave-hiding-spot', miniatureId: 'a2' } }],
  'climb-tower': [{ step: { kind: 'climb-tower', miniatureId: 'a2' } }],
  synchronize: [{ step: { kind: 'synchronize', miniatureId: 'a3' } }],
  'leap-of-faith': [{ step: { kind: 'leap-of-faith', miniatureId: 'a3' } }],
  glide: [{ step: { kind: 'glide', miniatureId: 'a1', card: 'Parachute', cost: 1, side: 'A', square: 'C3' } }],
  'coordinated-attack': [
    {
      step: {
        kind: 'coordinated-attack',
        participants: [
          { miniatureId: 'a1', slot: 'melee', dice: 1 },
          { miniatureId: 'a2', slot: 'ranged', dice: 2 },
        ],
        side: 'A',
        square: 'B3',
      },
    },
  ],
  equip: [{ step: { kind: 'equip', miniatureId: 'a2', card: { name: 'Axe', cardType: 'melee' }, slot: 'melee' } }],
  'move-card': [
    { step: { kind: 'move-card', miniatureId: 'a1', from: 'melee', to: 'inventory-2' } },
    { step: { kind: 'move-card', miniatureId: 'a1', from: 'melee', to: 'discard' } },
  ],
};

// A roll is a union of its two modes (typed, the app's), both of kind `roll`.
const KINDS = [...new Set(stepSchema.options.map((option) => ('shape' in option ? option.shape.kind.value : option.options[0].shape.kind.value)))];
/** An internal id of the play: a miniature (`a1`, `g8`, `b1`), a decision (`d3`), a red base (`r2`), an objective (`o1`), a chest (`c1`). */
const INTERNAL_ID = /\b[abgdroc]\d+\b/;
const unfilled = (text: string) => /\{\{|\$t\(|memoryPlay\.|undefined|null/.test(text);

describe('the history line of every kind of play step', () => {
  it('every kind the step schema accepts has its samples here, each accepted by the schema', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) {
      for (const sample of SAMPLES[kind]) expect(stepSchema.safeParse(sample.step).success, kind).toBe(true);
    }
  });

  for (const language of ['en', 'pl'] as const) {
    it(`each reads as its own sentence in players' words, with no id and no map letter on one map (${language})`, () => {
      const { t } = options(language);
      const refused = [t('history.unknownEntry'), t('memoryPlay.history.legacy', { memoryId: '1.1', turn: 2 })];
      const lines = KINDS.flatMap((kind) => SAMPLES[kind].map((sample) => ({ kind, text: line(sample.step, sample.state ?? table(), language) })));
      expect(lines.filter(({ text }) => refused.includes(text) || unfilled(text) || INTERNAL_ID.test(text) || /\bA:/.test(text))).toEqual([]);
      expect(new Set(lines.map(({ text }) => text)).size).toBe(lines.length);
    });
  }
});

describe('players’ words in the history', () => {
  it('GEN-6: a move names the assassin and the square, not "moved a3 to A:B5"', () => {
    expect(line({ kind: 'move', miniatureId: 'a1', side: 'A', square: 'B2' }, table(), 'en')).toBe('Memory 1.1, turn 2: Claudio moved to B2');
    expect(line({ kind: 'move', miniatureId: 'a1', side: 'A', square: 'B2' }, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: Claudio idzie na B2');
    expect(line({ kind: 'move-miniature', miniatureId: 'g8', side: 'A', square: 'B2' }, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: przestawiono ręcznie: kusznik na B2');
  });

  it('GEN-6, ACT-MOV-1: a correction by hand reads as one, naming the assassin, the square and the rule it set aside in words', () => {
    const step: Step = { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'C3', setsAside: 'ACT-MOV-1' };
    expect(line(step, table(), 'en')).toBe(
      'Memory 1.1, turn 2: Claudio moved by hand to C3 as a correction, setting aside the rule that an assassin moves to a nearby square for 1 action cube, and is tested or hunted on arriving',
    );
    expect(line(step, table(), 'pl')).toBe(
      'Wspomnienie 1.1, tura 2: poprawka ręczna — przestawiono: Claudio na C3, z pominięciem reguły: asasyn rusza się na pole w pobliżu za 1 kostkę akcji, a po wejściu czeka go test wykrycia lub pościg',
    );
  });

  it('ACT-OBJ-1: an objective by its square and the players’ label, its cubes counted in the language’s forms', () => {
    const step: Step = { kind: 'work-objective', miniatureId: 'a1', objectiveId: 'o1', cubes: 2 };
    expect(line(step, table(), 'en')).toBe('Memory 1.1, turn 2: Claudio spent 2 action cubes on the objective “the letter” on B3');
    expect(line(step, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: Claudio wydaje 2 kostki akcji na cel „the letter” na B3');
    expect(line({ ...step, cubes: 1 }, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: Claudio wydaje 1 kostkę akcji na cel „the letter” na B3');
    expect(line({ kind: 'set-objective', objectiveId: 'o2', completed: true }, table(), 'en')).toBe('Memory 1.1, turn 2: the objective on A1 completed');
  });

  it('DET-4: a roll is named by the test it was for, with its faces, not "dice of d3"', () => {
    const [detection] = SAMPLES.roll;
    expect(line(detection!.step, detection!.state!, 'en')).toBe('Memory 1.1, turn 2: detection test on B3, dice rolled at the table: Eye, Blank');
  });

  it('ACT-WPN-5, BOSS-5: the hits assigned name the guards that fall and the health the boss loses', () => {
    const hits = SAMPLES.choose[4]!;
    expect(line(hits.step, hits.state!, 'en')).toBe('Memory 1.1, turn 2: hits on B3 (attack by Claudio): boss Rodrigo loses 2 health; crossbowman eliminated');
    expect(line(hits.step, hits.state!, 'pl')).toBe('Wspomnienie 1.1, tura 2: trafienia na B3 (atakuje: Claudio) — Rodrigo (boss) traci 2 punkty zdrowia; wyeliminowani: kusznik');
  });

  it('HUNT-1, CAP-2, MOV-6: a hunt names the hunters, the bodies giving way and the guard put on the objective base', () => {
    const hunt = SAMPLES.choose[2]!;
    expect(line(hunt.step, hunt.state!, 'en')).toBe(
      'Memory 1.1, turn 2: Claudio hunted to A1 by crossbowman and agile guard; bodies giving way: agile guard; onto the objective base: crossbowman',
    );
    expect(line(hunt.step, hunt.state!, 'pl')).toBe(
      'Wspomnienie 1.1, tura 2: pościg za asasynem (Claudio) na A1: kusznik i zwinny strażnik; ciała ustępują miejsca: zwinny strażnik; na podstawkę celu: kusznik',
    );
  });

  it('COORD-3: a retaliation deal names who takes how many black dice, in the language’s plural forms', () => {
    const deal = SAMPLES.choose[3]!;
    expect(line(deal.step, deal.state!, 'en')).toBe('Memory 1.1, turn 2: retaliation on B3 (attack by Claudio and Daria) dealt out: Claudio: 2 black dice and Daria: 1 black die');
    expect(line(deal.step, deal.state!, 'pl')).toBe('Wspomnienie 1.1, tura 2: kontratak na B3 (atakuje: Claudio i Daria) rozdzielony: Claudio: 2 czarne kości i Daria: 1 czarna kość');
  });

  it('MOV-6, MOV-9d, LACK-1: a guard put on or taken off an objective base, and the missing-guard marker, are corrections by hand', () => {
    const [on, off] = SAMPLES['set-objective-space'];
    expect(line(on!.step, table(), 'en')).toBe('Memory 1.1, turn 2: crossbowman on B3 put on the objective base by hand');
    expect(line(off!.step, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: zdjęto ręcznie z podstawki celu na B3: kusznik');
    const [placed] = SAMPLES['set-missing-guard-marker'];
    expect(line(placed!.step, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: położono ręcznie znacznik braku strażników na talii posiłków');
  });

  it('COORD-1: the participants of a coordinated attack are listed as the language lists names', () => {
    const [coordinated] = SAMPLES['coordinated-attack'];
    expect(line(coordinated!.step, table(), 'en')).toBe('Memory 1.1, turn 2: coordinated attack on B3 by Claudio and Daria');
    expect(line(coordinated!.step, table(), 'pl')).toBe('Wspomnienie 1.1, tura 2: skoordynowany atak na B3: Claudio i Daria');
  });

  it('TWO-1: with two maps in play the square carries its map’s letter, and the alert its map', () => {
    const two = playOn(TWO_MAPS, [assassin('a1', 'B', 'A2', { characterId: 'claudio' })]);
    expect(line({ kind: 'move', miniatureId: 'a1', side: 'B', square: 'B2' }, two, 'en')).toBe('Memory 3.1, turn 1: Claudio moved to B:B2');
    expect(line({ kind: 'set-alert', side: 'B', alert: 'active' }, two, 'pl')).toBe('Wspomnienie 3.1, tura 1: alarm mapy B odwrócony na aktywny');
    expect(line({ kind: 'set-alert', side: 'A', alert: 'active' }, table(), 'en')).toBe('Memory 1.1, turn 2: the alert flipped to active');
  });

  it('EVT-6: an event card drawn from the entered deck is named by the direction it showed', () => {
    const step: Step = { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] };
    const after: PlayState = { ...table(), currentEvents: [{ side: 'A', direction: 'E', cardId: '7' }] };
    expect(line(step, table(), 'pl', after)).toBe('Wspomnienie 1.1, tura 2: faza wydarzeń; kierunek na karcie wydarzenia: wschód');
  });

  it('reads in the language on screen, whichever it was recorded in', () => {
    const summary = stepSummary({ kind: 'set-body', miniatureId: 'g9', body: true }, table());
    expect(historySummary(summary, options('en'))).toBe('Memory 1.1, turn 2: agile guard laid down as a body');
    expect(historySummary(summary, options('pl'))).toBe('Wspomnienie 1.1, tura 2: zwinny strażnik położony jako ciało');
  });

  it('a line an earlier version recorded with ids reads as a step of the board, never with its ids', () => {
    const recorded = { summaryKey: 'memoryPlay.history.step.move', summaryParams: { memoryId: '1.1', turn: 2, miniatureId: 'a3', side: 'A', square: 'B5' } };
    expect(historySummary(recorded, options('en'))).toBe('Memory 1.1, turn 2: a step on the board, recorded by an earlier version of the app');
  });
});
