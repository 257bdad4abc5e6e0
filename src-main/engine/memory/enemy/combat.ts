import { nearby } from '../../../../shared/memory-play/map/nearby.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { CombatTarget } from '../../../../shared/memory-play/enemy-phase.js';
import type { AllyPiece, AssassinPiece, BoardSquare, Miniature } from '../../../../shared/memory-play/play-state.js';
import type { MapSide, SideId, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { isExposed, labelOf, who } from '../board-queries.js';
import { withHealth } from '../board-steps.js';
import { isEnemy } from '../stealth.js';
import { occupiedSquares, piecesAt, setMiniature } from './board-draft.js';
import { checkFaces } from './arrival-tests.js';
import { combatOdds } from '../../../../shared/memory-play/combat-odds.js';
import { requireCard } from './enemy-cards.js';
import { ask, stageRoll, type Work } from './plan.js';
import { sortSquares } from './square-order.js';
import { pieceHooks } from '../rules/index.js';

/**
 * Step 3 of the enemy phase, combat (CMB-1…8): enemies sharing a square pick one target square
 * (their own if an exposed character is there, else — for ranged enemies only — one nearby square
 * with exposed characters, the players choosing among several); the black dice of all enemies
 * attacking a square are pooled and split evenly among its exposed characters, the players giving
 * out the leftover dice; each hit removes one health; at 0 a character is critical and further
 * hits are lost.
 */

type Target = AssassinPiece | AllyPiece;

/**
 * CMB-1, CMB-5, STL-1, ESC-4: the characters enemies attack on a square: exposed assassins not
 * critical (a critical one has no red base, HLT-4) and exposed special pieces their module says
 * enemies attack (allies whose card shows health).
 */
function exposedTargets(work: Work, at: BoardSquare): Target[] {
  return piecesAt(work, at, (miniature) => {
    if (!isExposed(work.state, miniature.id)) return false;
    if (miniature.kind === 'assassin') return miniature.condition === 'full' || miniature.condition === 'injured';
    return pieceHooks(miniature)?.combatTarget?.(miniature) === true;
  }) as Target[];
}

interface Attack {
  target: BoardSquare;
  attackers: Miniature[];
}

/**
 * CMB-1: whether enemies find someone to attack on each square of `side`, each square looked at
 * once: every group asks of its own square and of the squares nearby, and the board does not
 * change until the attacks are rolled.
 */
function attackedSquares(work: Work, side: SideId): (square: SquareRef) => boolean {
  const known = new Map<SquareRef, boolean>();
  return (square) => {
    let attacked = known.get(square);
    if (attacked === undefined) known.set(square, (attacked = exposedTargets(work, { side, square }).length > 0));
    return attacked;
  };
}

/** CMB-2, CMB-3: the target square of the group of enemies on `at`, and which of them attack it. */
function groupAttack(work: Work, side: MapSide, at: BoardSquare, group: readonly Miniature[], attacked: (square: SquareRef) => boolean): Attack | null {
  if (attacked(at.square)) return { target: at, attackers: [...group] };
  const squares = nearby(side, at.square).filter((square) => square !== at.square && attacked(square));
  if (squares.length === 0) return null;
  // Only now do the enemies' weapons matter: a melee enemy attacks its own square only.
  const ranged = group.filter((enemy) => requireCard(work, enemy)?.weapon === 'ranged');
  if (ranged.length === 0) return null;
  const chosen = ask(work, {
    id: `combat-target:${squareOptionId(at)}`,
    kind: 'combat-target',
    rule: 'CMB-2',
    side: at.side,
    square: at.square,
    miniatureIds: ranged.map((enemy) => enemy.id),
    count: 1,
    options: squares.map((square) => ({ id: squareOptionId({ side: at.side, square }), side: at.side, square })),
  });
  return { target: { side: at.side, square: chosen.square! }, attackers: ranged };
}

/**
 * CMB-5: an even share each; the leftover dice are the players' to give out ("players decide how
 * to allocate the remaining dice"). No rule limits a character to one of them, so two leftover
 * dice may go to one character: each option is a way of giving them out (a multiset of
 * characters), the characters in their order.
 */
function shareOut(work: Work, target: BoardSquare, pool: number): { shares: Map<string, number>; remainder: number } {
  const characters = exposedTargets(work, target);
  const base = Math.floor(pool / characters.length);
  const remainder = pool % characters.length;
  const shares = new Map(characters.map((character) => [character.id, base]));
  if (remainder === 0) return { shares, remainder };
  const ids = characters.map((character) => character.id);
  const chosen = ask(work, {
    id: `combat-remainder:${squareOptionId(target)}`,
    kind: 'combat-remainder',
    rule: 'CMB-5',
    side: target.side,
    square: target.square,
    miniatureIds: ids,
    count: remainder,
    options: leftoverDeals(ids, remainder).map((group) => ({ id: group.join('+'), miniatureIds: group })),
  });
  for (const id of chosen.miniatureIds!) shares.set(id, shares.get(id)! + 1);
  return { shares, remainder: 0 };
}

/** CMB-5: every way of giving `count` leftover dice to the characters, repeats allowed, each once. */
function leftoverDeals(ids: readonly string[], count: number): string[][] {
  if (count === 0) return [[]];
  return ids.flatMap((id, index) => leftoverDeals(ids.slice(index), count - 1).map((rest) => [id, ...rest]));
}

/** CMB-6, CMB-7, HLT-4: the character's hits; at 0 health it is critical and the rest are lost. */
function takeHits(work: Work, character: Target, at: BoardSquare, faces: readonly DieFace[]): void {
  const hits = faces.filter((face) => face === 'hit').length;
  const health = character.health ?? 0;
  const left = Math.max(0, health - hits);
  const lost = Math.max(0, hits - health);
  work.events.push({ type: 'combat-rolled', ...who(character), side: at.side, square: at.square, faces: [...faces], hits, lost, rule: lost > 0 ? 'CMB-7' : 'CMB-6' });
  if (left === health) return;
  if (character.kind === 'assassin') {
    work.change(withHealth(work.state, work.state.miniatures[character.id] as AssassinPiece, left), (event) => (event.rule === undefined ? { ...event, rule: 'CMB-6' } : event));
    return;
  }
  // ESC-4: a special piece loses health as its module says.
  const taken = pieceHooks(character)?.takeHits?.(character, hits, 'CMB-6') ?? null;
  if (taken === null) return;
  setMiniature(work, taken.piece);
  work.events.push(...taken.events);
}

export function planCombat(work: Work): void {
  const attacks: Attack[] = [];
  for (const side of work.state.map.sides) {
    const attacked = attackedSquares(work, side.id);
    for (const square of sortSquares(occupiedSquares(work, side.id))) {
      const at = { side: side.id, square };
      const group = piecesAt(work, at, isEnemy);
      if (group.length === 0) continue;
      const attack = groupAttack(work, side, at, group, attacked);
      if (attack !== null) attacks.push(attack);
    }
  }
  // CMB-4: one pool per targeted square, from the cards of every enemy attacking it.
  const byTarget = new Map<string, Attack>();
  for (const attack of attacks) {
    const key = squareOptionId(attack.target);
    const pooled = byTarget.get(key);
    byTarget.set(key, pooled === undefined ? { target: attack.target, attackers: [...attack.attackers] } : { ...pooled, attackers: [...pooled.attackers, ...attack.attackers] });
  }
  const targets: CombatTarget[] = [];
  for (const { target, attackers } of byTarget.values()) {
    const cards = attackers.map((enemy) => requireCard(work, enemy));
    if (cards.some((card) => card === undefined)) continue;
    const pool = cards.reduce((sum, card) => sum + card!.blackDice, 0);
    const { shares } = shareOut(work, target, pool);
    targets.push({
      side: target.side,
      square: target.square,
      attackerIds: attackers.map((enemy) => enemy.id),
      pool,
      remainder: 0,
      shares: [...shares].map(([miniatureId, dice]) => {
        const character = work.state.miniatures[miniatureId] as Target;
        const rollId = `combat:${miniatureId}`;
        // A share of no dice rolls nothing (faces typed for it stay as given, as they always did).
        const given = work.input.rolls?.[rollId];
        const faces = dice > 0 ? stageRoll(work, rollId, 'black', dice, 'CMB-6') : Array.isArray(given) ? [...given] : undefined;
        return {
          rollId,
          miniatureId,
          label: labelOf(character),
          health: character.health ?? 0,
          dice,
          odds: work.dice.black === undefined ? null : combatOdds(work.dice.black, dice, character.health ?? 0),
          faces: faces ?? null,
        };
      }),
    });
  }
  work.preview.combat = targets;
  if (work.preview.missingCards.length > 0) return;
  const shares = targets.flatMap((target) => target.shares.map((share) => ({ target, share })));
  if (shares.some(({ share }) => share.faces === null && share.dice > 0)) {
    work.preview.status = 'rolls';
    return;
  }
  for (const { share } of shares) checkFaces(share.rollId, 'black', share.faces ?? [], share.dice, 'CMB-6');
  // CMB-1: all attacks are simultaneous; each character's dice are its own.
  for (const { target, share } of shares) {
    if (share.dice === 0) continue;
    takeHits(work, work.state.miniatures[share.miniatureId] as Target, target, share.faces!);
  }
}
