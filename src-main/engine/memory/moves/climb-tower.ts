import { mapSide } from '../board-queries.js';
import { climbTower } from '../towers.js';
import type { MoveRule } from './move-rule.js';

/**
 * MAP-TWR-1, MAP-TWR-2: offered off a tower top (by no tower, its refusal names the square); with
 * two towers by the square the players name one, tried with the first.
 */
export const climbTowerRule: MoveRule<'climb-tower'> = {
  apply: climbTower,
  preview(state, assassin) {
    const place = assassin.place;
    if (place.on === 'tower-top') return null;
    const features = place.on === 'square' ? (mapSide(state, place.side)?.features ?? []) : [];
    const towers = features.flatMap((feature, index) => (place.on === 'square' && feature.type === 'tower' && feature.squares.includes(place.square) ? [{ index, squares: feature.squares }] : []));
    if (towers.length < 2) return { step: { kind: 'climb-tower', miniatureId: assassin.id } };
    const options = towers.map(({ index, squares }) => ({ value: index, params: { squares: squares.join(', ') } }));
    return { step: { kind: 'climb-tower', miniatureId: assassin.id, tower: towers[0]!.index }, fields: { tower: { value: towers[0]!.index, options } } };
  },
};
