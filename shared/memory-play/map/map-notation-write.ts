/**
 * Writing a memory map as text (the notation described in map-notation.ts): `formatMap` gives
 * the canonical text, which reads back into the same map.
 */
import type { MapFeature, MapSide, MapSquare, MemoryMap, SquareRef, StartingMiniature } from './map-types.js';
import { defaultLevel } from './map-types.js';
import { canonicalSide } from './canonical-map.js';
import { KIND_LETTERS, ON_BASE, isKnownGuardType } from './map-notation-lines.js';
import { columnLetters, toRef } from './square-ref.js';

export function formatMap(map: MemoryMap): string {
  const lines = [`memory ${map.memoryId}`];
  if (map.title !== undefined) lines.push(`title ${map.title}`);
  for (const type of declaredGuardTypes(map)) lines.push(`guard-type ${type}`);
  for (const side of map.sides) lines.push('', ...formatSide(canonicalSide(side)));
  return `${lines.join('\n')}\n`;
}

/** The guard types the map's guards use that the app does not know, each declared once, sorted. */
function declaredGuardTypes(map: MemoryMap): string[] {
  const types = map.sides.flatMap((side) => side.miniatures.flatMap((miniature) => (miniature.type === 'guard' && !isKnownGuardType(miniature.guardType) ? [miniature.guardType] : [])));
  return [...new Set(types)].sort();
}

function cellToken(square: MapSquare | undefined): string {
  if (!square) return '.';
  const marker = square.level === defaultLevel(square.kind) ? '' : square.level === 'roof' ? '^' : '_';
  return `${KIND_LETTERS[square.kind]}${square.tileId}${marker}`;
}

function formatSide(side: MapSide): string[] {
  const squares = new Map(side.squares.map((square) => [square.ref, square]));
  const edges = new Map(side.edges.map((edge) => [`${edge.a}|${edge.b}`, edge.kind]));
  const tokens: string[][] = [];
  for (let row = 1; row <= side.height; row++) {
    const cells: string[] = [];
    for (let col = 1; col <= side.width; col++) cells.push(cellToken(squares.get(toRef({ col, row }))));
    tokens.push(cells);
  }
  const letters = Array.from({ length: side.width }, (_, i) => columnLetters(i + 1));
  const cellWidth = Math.max(...tokens.flat().map((t) => t.length), ...letters.map((l) => l.length));
  const labelWidth = String(side.height).length;
  const pad = (text: string): string => text.padEnd(cellWidth);
  const blank = ' '.repeat(labelWidth);
  const lines = [`side ${side.id} ${side.width}x${side.height}`, `${blank}  ${letters.map(pad).join('   ')}`.trimEnd()];
  const edgeMark = (a: SquareRef, b: SquareRef, wall: string): string => {
    const kind = edges.get(`${a}|${b}`);
    if (kind === 'wall') return wall;
    if (kind === 'ladder') return 'H';
    return wall === '|' ? ' ' : '.';
  };
  for (let row = 1; row <= side.height; row++) {
    let line = `${String(row).padStart(labelWidth)}  `;
    for (let col = 1; col <= side.width; col++) {
      if (col > 1) line += ` ${edgeMark(toRef({ col: col - 1, row }), toRef({ col, row }), '|')} `;
      line += pad(tokens[row - 1]![col - 1]!);
    }
    lines.push(line.trimEnd());
    if (row < side.height) {
      const marks = Array.from({ length: side.width }, (_, i) => edgeMark(toRef({ col: i + 1, row }), toRef({ col: i + 1, row: row + 1 }), '-'));
      if (marks.some((mark) => mark !== '.')) lines.push(`${blank}  ${marks.map(pad).join('   ')}`.trimEnd());
    }
  }
  for (const tile of side.tiles) {
    const first = squares.get(tile.squares[0] ?? '');
    if (!first || first.kind !== tile.kind) lines.push(`tile ${tile.id} ${tile.kind}`);
  }
  for (const feature of side.features) lines.push(formatFeature(feature));
  for (const miniature of side.miniatures) lines.push(formatMiniature(miniature));
  return lines;
}

const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function formatFeature(feature: MapFeature): string {
  switch (feature.type) {
    case 'hiding-spot':
      return `hide ${feature.square} ${feature.kind}`;
    case 'tower':
      return `${feature.variant} ${feature.squares.join(' ')}${feature.foot === null ? '' : ` foot ${feature.foot}`}`;
    case 'chest':
      return `chest ${feature.square}`;
    case 'fast-travel':
      return `travel ${feature.square}`;
    case 'triangle':
      return `triangle ${feature.square}${feature.leaveOnly ? ' leave' : ''}`;
    case 'entrance':
      return `entrance ${feature.letter} ${feature.touches.join(' ')}`;
    case 'objective':
      return [
        `objective ${feature.square} cost ${feature.cost} xp ${feature.xp === null ? '?' : feature.xp} ${feature.mandatory ? 'mandatory' : 'optional'}`,
        feature.escort ? ' escort' : '',
        feature.label !== undefined ? ` ${quote(feature.label)}` : '',
      ].join('');
    case 'restricted':
      return `restricted ${feature.square}`;
    case 'rule-token':
      return `rule ${feature.square} ${feature.number}`;
  }
}

function formatMiniature(miniature: StartingMiniature): string {
  switch (miniature.type) {
    case 'guard':
      return `guard ${miniature.square} ${miniature.guardType}${miniature.count === 1 ? '' : ` x${miniature.count}`}${miniature.onObjectiveBase ? ` ${ON_BASE}` : ''}`;
    case 'boss':
    case 'ally':
    case 'machine':
      return `${miniature.type} ${miniature.square} ${quote(miniature.name)}`;
    case 'assassins':
      return `assassins ${miniature.square}`;
  }
}
