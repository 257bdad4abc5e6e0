/**
 * The text form of a memory map: what a group types, reads, pastes into a message or a forum
 * post, and pastes back into the app. `formatMap` writes it (map-notation-write.ts), `parseMap`
 * reads it (map-notation-read.ts; the legend lines in map-notation-legend.ts); reading what was
 * written gives the same map back (`parseMap(formatMap(m))` equals `canonicalMap(m)`).
 *
 * ## Format
 *
 * ```text
 * # A line starting with # is a comment. Blank lines are ignored.
 * memory 0.1
 * title The villa at night
 * guard-type brute
 *
 * side A 5x4
 *    A    B    C    D    E
 * 1  s1   s1 | m2   m2   .
 *    .    -    .    .    .
 * 2  s1   s1   m2   m2   r3
 *    .    .    .    H    .
 * 3  r4 H s5   s5 H r6   r6
 * 4  .    s5   s5   r6   r6
 * tile 5 tower
 * hide C4 haystack
 * tower B3 C3 B4 C4 foot C4
 * chest B1
 * travel B4
 * triangle A3 leave
 * entrance A E3 E4
 * entrance B C1 D1
 * objective D2 cost 2 xp 3 mandatory "the letter"
 * objective A3 cost 1 xp ? optional escort
 * restricted D1
 * rule B2 1
 * guard C3 crossbowman x2
 * guard D2 crossbowman x2 on-base
 * guard E2 agile
 * guard E3 brute
 * boss D4 "Pitigliano"
 * ally A3 "Leonardo"
 * machine B4 "Flying machine"
 * assassins B4
 * ```
 *
 * - `memory ID` (required) and `title TEXT` (optional) come first.
 * - `guard-type NAME` declares a guard type the app does not know (an elite a memory describes,
 *   CF-CHR-15), one per line. A `guard` line names a known type (crossbowman, agile, stalker,
 *   viper, fury) or a declared one: a typo is an error that suggests the known type, never a new type.
 * - `side A WxH` starts a map, W columns by H rows (at most 30×30); a second map is `side B`
 *   (two maps side by side, TWO-1).
 * - The grid: one line per row, starting with its number, north first. Columns are A, B, C…
 *   from the west; the line of column letters is optional. Each cell is a kind letter and
 *   its tile number, or `.` for no square:
 *   `s` street, `r` roof, `m` room, `c` canal, `v` river, `p` pond, `g` land (Apocalypse
 *   open ground). `^` after a cell puts it at roof level, `_` at ground level, when that
 *   differs from its kind (MOV-11: roofs are roof level, everything else ground).
 *   All cells with the same tile number form one tile: 1 square, 2×2, or 2×3/3×2 (SET-2).
 * - Between two cells of a row: `|` a wall (MAP-WAL-1), `H` a ladder (MAP-ROOF-2), nothing
 *   when open. Under a row, an optional edge line gives, per column, the edge with the cell
 *   below: `.` open, `-` wall, `H` ladder.
 * - The legend, one item per line, square names like `B3`:
 *   `tile N KIND` a tile whose type is not its first square's (e.g. `tower`);
 *   `hide SQ KIND` hiding spot: haystack, cart, rooftop-garden, tree, pond, tall-grass (MAP-HID-1);
 *   `tower SQ SQ SQ SQ foot SQ`, `naga SQ SQ SQ SQ [foot SQ]` (MAP-TWR, NAGA-1);
 *   `chest SQ` (MAP-CHS-1); `travel SQ` fast travel station; `triangle SQ [leave]` (ENT-1,
 *   `leave` = red centre, leaving only); `entrance L SQ…` token A–D and the squares it touches
 *   (REI-3/4); `objective SQ cost N xp N|? mandatory|optional [escort] ["label"]`;
 *   `restricted SQ` (RST-1); `rule SQ N` numbered rule token (GEN-7);
 *   `guard SQ TYPE [xN] [on-base]` (`on-base`: on the spaces of the square's objective
 *   base, MOV-6, MOV-9d); `boss SQ "name"`; `ally SQ "name"`; `machine SQ "name"`;
 *   `assassins SQ` where the assassins enter.
 *   Names are in double quotes; write `\"` for a quote and `\\` for a backslash.
 *
 * Errors name the line and column. Input over 200 KB or a side over 30×30 is refused.
 */
export { formatMap } from './map-notation-write.js';
export { MAX_MAP_TEXT_BYTES, parseMap, suggestGuardType, type ParseMapResult } from './map-notation-read.js';
export { KIND_LETTERS } from './map-notation-lines.js';
