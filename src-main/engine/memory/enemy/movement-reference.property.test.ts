import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Direction } from '../../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import { boardKey, describeBoard, readBoard } from '../test-support/reference/reference-board.js';
import { referenceMovement } from '../test-support/reference/reference-movement.js';
import { nextTurnMovement, picker, playEnemyStage, tableAtEnemyStage, tableScenario, type PlayedEnemyStage, type TableScenario } from '../test-support/differential-tables.js';

/**
 * The engine's movement step against the reference written from the rule texts alone
 * (test-support/reference/reference-movement.ts): over random maps, boards and directions, the
 * board the engine leaves is one the rules allow, and the squares its arrivals test are the
 * rules' squares. Two turns are played, so guards the first turn put on objective bases' spaces
 * (MOV-6) are there for the second (MOV-9d). Boards where attraction leaves the players a choice
 * (MOV-2) are left out; every other choice (which enemies enter a square without room for all,
 * which bodies give way, which guards take the spaces) is answered at random by the engine's
 * questions and compared with the set of legal boards.
 *
 * A failure prints the map in the text notation with every miniature's place.
 */

interface MovementCase {
  before: PlayState;
  direction: Direction;
  played: PlayedEnemyStage;
}

/** The scenario's two movement steps, each with the board before it. */
function movements(s: TableScenario): MovementCase[] {
  const cases: MovementCase[] = [];
  const next = picker(s);
  let state = tableAtEnemyStage(s, 'movement');
  for (const direction of s.directions) {
    if (state === null || state.outcome !== null) break;
    const played = playEnemyStage(state, 'movement', next);
    cases.push({ before: state, direction, played });
    state = nextTurnMovement(played.state, s.directions[1]);
  }
  return cases;
}

const compared = { boards: 0, choices: 0, onSpaces: 0, severalOutcomes: 0 };

describe('enemy movement against the reference', () => {
  it('MOV-3, MOV-4, MOV-5, MOV-9, CAP-2, MOV-6: over random maps, boards and directions the engine leaves a board the rules allow, two turns running', () => {
    compared.boards = 0;
    compared.choices = 0;
    compared.onSpaces = 0;
    compared.severalOutcomes = 0;
    fc.assert(
      fc.property(tableScenario, (s) => {
        for (const { before, direction, played } of movements(s)) {
          const board = readBoard(before, 'A');
          const reference = referenceMovement(board, direction);
          if (reference.kind === 'choice') {
            compared.choices += 1;
            continue;
          }
          compared.boards += 1;
          if (board.enemies.some((enemy) => enemy.objectiveSpace !== null)) compared.onSpaces += 1;
          if (reference.outcomes.size > 1) compared.severalOutcomes += 1;
          const engine = boardKey(readBoard(played.state, 'A').enemies);
          if (!reference.outcomes.has(engine)) {
            throw new Error(
              describeBoard(board, [
                `# the enemies move ${direction}`,
                `engine:    ${engine}`,
                ...[...reference.outcomes.keys()].slice(0, 6).map((key) => `reference: ${key}`),
                `engine moves: ${played.preview.moves.map((move) => `${move.miniatureId} ${move.from}→${move.to ?? '·'} ${move.reason}`).join(', ')}`,
              ]),
            );
          }
        }
      }),
      { numRuns: 250 },
    );
    // The comparison is not empty: most boards have no attraction choice, and some second turns start with guards on base spaces.
    expect(compared.boards).toBeGreaterThan(compared.choices);
    expect(compared.onSpaces).toBeGreaterThan(0);
  });

  /**
   * The tests the arrivals trigger, on the squares inside (`restricted`) or outside restricted
   * areas, against the reference; throws with the case when they differ.
   */
  function checkArrivals(s: TableScenario, restricted: boolean): void {
    for (const { before, direction, played } of movements(s)) {
      const board = readBoard(before, 'A');
      const reference = referenceMovement(board, direction);
      if (reference.kind === 'choice') continue;
      const inScope = (square: string) => board.restricted.has(square) === restricted;
      const engineTests = Object.fromEntries(
        played.preview.tests
          .filter((test) => inScope(test.square))
          .map((test) => [test.square, test.sets.filter((set) => set.involved === 'character').map((set) => set.miniatureId).sort()] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const referenceTests = Object.fromEntries([...reference.tests].filter(([square]) => inScope(square)).sort(([a], [b]) => a.localeCompare(b)));
      const exposedNow = readBoard(played.state, 'A').characters.filter((character) => character.exposed).map((character) => character.id);
      const missedExposures = restricted ? reference.exposedAtOnce.filter((id) => !exposedNow.includes(id)) : [];
      const alertMissed = restricted && reference.alertAtOnce && played.state.alerts.A !== 'active';
      if (JSON.stringify(engineTests) !== JSON.stringify(referenceTests) || missedExposures.length > 0 || alertMissed) {
        throw new Error(
          describeBoard(board, [
            `# the enemies move ${direction}`,
            `engine tests:    ${JSON.stringify(engineTests)}`,
            `reference tests: ${JSON.stringify(referenceTests)}`,
            ...(restricted ? [`RST-2 exposed at once: ${reference.exposedAtOnce.join(' ') || 'none'}; not exposed by the engine: ${missedExposures.join(' ') || 'none'}${alertMissed ? '; the alert stayed inactive' : ''}`] : []),
            `engine moves: ${played.preview.moves.map((move) => `${move.miniatureId} ${move.from}→${move.to ?? '·'} ${move.reason}`).join(', ')}`,
          ]),
        );
      }
    }
  }

  it('MOV-8, DET-1, DET-3, MAP-HID-4, CAP-2: outside restricted areas, a square enemies entered is tested once, with its incognito characters not in a hiding spot, when it holds some or bodies', () => {
    fc.assert(
      fc.property(tableScenario, (s) => checkArrivals(s, false)),
      { numRuns: 200 },
    );
  });

  it('RST-2: enemies entering a restricted area expose the characters there at once, even in a hiding spot, and make the alert active, with no detection test', () => {
    fc.assert(
      fc.property(tableScenario, (s) => checkArrivals(s, true)),
      { numRuns: 200 },
    );
  });
});
