import type { HealthState } from '../../../shared/boards/board.js';
import type { HidingSpotFeature, MapSide, SideId, SquareRef } from '../../../shared/memory-play/map/map-types.js';
import { squareAt } from '../../../shared/memory-play/map/side-index.js';
import type { BoardSquare, Miniature, MiniatureId, Place, PlayState, RedBase } from '../../../shared/memory-play/play-state.js';

/** Questions asked of a play state by several steps; none of them changes anything. */

export function mapSide(state: PlayState, side: SideId): MapSide | undefined {
  return state.map.sides.find((candidate) => candidate.id === side);
}

/** True when `square` is a square of the play's side `side`. */
export function isBoardSquare(state: PlayState, side: SideId, square: SquareRef): boolean {
  const found = mapSide(state, side);
  return found !== undefined && squareAt(found, square) !== undefined;
}

export const isOnSquare = (place: Place, at: BoardSquare): boolean => place.on === 'square' && place.side === at.side && place.square === at.square;

/** HLT-2..4: full with every health cube, critical with none, injured in between. */
export function conditionFor(health: number, maxHealth: number): HealthState {
  if (health <= 0) return 'critical';
  return health >= maxHealth ? 'full' : 'injured';
}

/** CAP-1: enemies (guards, bosses) and bodies take the spaces of a square; assassins, allies and machines do not (CAP-3, LEO-5). */
export const takesEnemySpace = (miniature: Miniature): boolean => miniature.kind === 'guard' || miniature.kind === 'boss';

/** CAP-1: how many of a square's 4 spaces enemies and bodies take. */
export function enemySpacesUsed(state: PlayState, at: BoardSquare, except: MiniatureId | null = null): number {
  let used = 0;
  for (const id in state.miniatures) {
    const miniature = state.miniatures[id]!;
    if (id !== except && takesEnemySpace(miniature) && isOnSquare(miniature.place, at)) used += 1;
  }
  return used;
}

/** STL-1, STL-3: the red base clipped to this miniature, if it is exposed. */
export function redBaseOn(state: PlayState, miniatureId: MiniatureId): RedBase | undefined {
  return state.redBases.find((base) => base.at.on === 'attached' && base.at.miniatureId === miniatureId);
}

/** STL-1: a character is exposed while a red base is clipped to it, incognito otherwise. */
export const isExposed = (state: PlayState, miniatureId: MiniatureId): boolean => redBaseOn(state, miniatureId) !== undefined;

/** The label a sentence names a miniature by: guard type, name, or the assassin's character id. */
export function labelOf(miniature: Miniature): string {
  switch (miniature.kind) {
    case 'assassin':
      return miniature.characterId;
    case 'guard':
      return miniature.guardType;
    default:
      return miniature.name;
  }
}

export const who = (miniature: Miniature) => ({ miniatureId: miniature.id, miniatureKind: miniature.kind, label: labelOf(miniature) });

export function whereOf(place: Place): { side: SideId | null; square: SquareRef | null } {
  return place.on === 'square' ? { side: place.side, square: place.square } : { side: null, square: null };
}

/** The next id for a prefix from its serial counter: `g7`. */
export const serialId = (prefix: string, serial: number): string => `${prefix}${serial}`;

/** MAP-HID-2: the miniature sits inside the hiding spot of its square. */
export const isInHidingSpot = (place: Place): boolean => place.on === 'square' && place.hidingSpot === true;

/** MAP-HID-1: the hiding spot printed or placed on a square, if any (MAP-HID-2: one per square). */
export function hidingSpotOn(state: PlayState, at: BoardSquare): HidingSpotFeature | undefined {
  return mapSide(state, at.side)?.features.find((feature): feature is HidingSpotFeature => feature.type === 'hiding-spot' && feature.square === at.square);
}

/** MAP-HID-2: who occupies the hiding spot of a square, if anyone. */
export function hidingSpotOccupant(state: PlayState, at: BoardSquare): Miniature | undefined {
  return Object.values(state.miniatures).find((miniature) => isInHidingSpot(miniature.place) && isOnSquare(miniature.place, at));
}

/** RST-1: a square holding a restricted-area token. */
export function isRestricted(state: PlayState, at: BoardSquare): boolean {
  return mapSide(state, at.side)?.features.some((feature) => feature.type === 'restricted' && feature.square === at.square) === true;
}
