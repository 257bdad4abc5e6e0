import type { Language } from '../../../../shared/campaigns/campaign.js';
import type { MapProblem } from '../../../../shared/memory-play/map/index.js';
import { MAP_DATA_RULES } from '../../../../shared/memory-play/map/index.js';
import type { MessageKey, Translate } from '../../../i18n/message-key.js';
import { wordedParams } from './builder-words.js';

/**
 * A map problem in the player's language: where it is ("B3–B4", "Map B, C2", "Line 4,
 * column 9"), what is wrong, and the rule it breaks, kept apart so the screen can show the rule
 * id on hover or focus rather than on every line.
 *
 * The sentence is `ruleErrors.<rule id>`, the same one a refusal from main shows, worded
 * from the problem's parameters. Where one rule covers several problems (SET-2: a square in
 * two tiles, a tile of the wrong shape…), the parameters the validation gives pick a more
 * precise sentence, `ruleErrors.<rule id>_<variant>`.
 */
export interface ProblemWords {
  where: string | null;
  sentence: string;
  rule: string;
}

export interface ProblemWordsOptions {
  t: Translate;
  language: Language;
  has: (key: string) => boolean;
  /** True for a two-map memory: squares are then named with their map. */
  twoSides: boolean;
}

const has = (params: MapProblem['params'], name: string): boolean => Object.hasOwn(params, name);

/** Which precise sentence fits, read from the parameters `map-validation.ts` gives each problem. */
export function problemVariant(problem: Pick<MapProblem, 'rule' | 'params'>): string | null {
  const p = problem.params;
  switch (problem.rule) {
    case MAP_DATA_RULES.value:
      return has(p, 'memoryId') ? 'memoryId' : has(p, 'tile') ? 'tile' : has(p, 'xp') ? 'xp' : null;
    case MAP_DATA_RULES.size:
      return has(p, 'width') ? 'grid' : has(p, 'maxKb') ? 'text' : has(p, 'max') ? 'tokens' : 'empty';
    case MAP_DATA_RULES.square:
      return has(p, 'ref') ? 'outside' : has(p, 'tile') ? 'tile' : has(p, 'edge') ? 'edge' : has(p, 'feature') ? 'feature' : has(p, 'miniature') ? 'miniature' : null;
    case MAP_DATA_RULES.duplicate:
      return has(p, 'tile') ? 'tile' : has(p, 'edge') ? 'edge' : has(p, 'letter') ? 'entrance' : has(p, 'feature') ? 'feature' : null;
    case MAP_DATA_RULES.text:
      return has(p, 'suggestion') ? 'guardTypeSuggestion' : has(p, 'guardType') ? 'guardType' : has(p, 'found') ? 'found' : null;
    case 'TWO-1':
      return has(p, 'expected') ? 'order' : null;
    case 'SET-2':
      return has(p, 'otherTile') ? 'twoTiles' : has(p, 'listedIn') ? 'mismatch' : has(p, 'size') ? 'shape' : has(p, 'tile') ? 'noTile' : null;
    case 'GEN-2':
      return has(p, 'edge') ? 'edge' : null;
    case 'MAP-ROOF-2':
      return has(p, 'level') ? 'sameLevel' : null;
    case 'MAP-TWR-6':
      return has(p, 'variant') ? null : 'noFoot';
    case 'CAP-1':
      return has(p, 'enemies') ? 'start' : has(p, 'count') ? 'guards' : null;
    default:
      return null;
  }
}

/** "B3–B4" for an edge, "A1, B1, A2…" for a tile, with the map's letter on a two-map memory. */
function squaresText(squares: readonly string[]): string {
  if (squares.length <= 2) return squares.join('–');
  return squares.length <= 6 ? squares.join(', ') : `${squares.slice(0, 6).join(', ')}…`;
}

function whereText(problem: MapProblem, { t, twoSides }: ProblemWordsOptions): string | null {
  if (problem.line !== undefined) {
    return problem.column !== undefined ? t('memoryPlay.problems.atLine', { line: problem.line, column: problem.column }) : t('memoryPlay.problems.atLineOnly', { line: problem.line });
  }
  const squares = problem.squares.length > 0 ? squaresText(problem.squares) : null;
  if (twoSides && problem.side !== undefined) {
    return squares === null ? t('memoryPlay.problems.onSide', { side: problem.side }) : t('memoryPlay.problems.onSideSquares', { side: problem.side, squares });
  }
  return squares;
}

/**
 * The parser's own English detail for a text problem ("A cell is a kind letter…"): in English
 * it says more than a sentence per rule can, so English shows it as it is.
 */
function textDetail(problem: MapProblem): string | null {
  const detail = problem.message.replace(/^line \d+(, column \d+)?: /, '').replace(/ \(MAP-TEXT\)$/, '');
  return detail === '' ? null : detail;
}

export function problemWords(problem: MapProblem, options: ProblemWordsOptions): ProblemWords {
  const { t, language } = options;
  const where = whereText(problem, options);
  if (problem.rule === MAP_DATA_RULES.text && language === 'en') {
    const detail = textDetail(problem);
    if (detail !== null) return { where, sentence: detail, rule: problem.rule };
  }
  const variant = problemVariant(problem);
  const precise = variant === null ? null : `ruleErrors.${problem.rule}_${variant}`;
  const base = `ruleErrors.${problem.rule}`;
  const key = precise !== null && options.has(precise) ? precise : options.has(base) ? base : null;
  const sentence = key === null ? problem.message : t(key as MessageKey, wordedParams(t, problem.params));
  return { where, sentence, rule: problem.rule };
}

/** One line: "B3–B4: A ladder joins two squares at ground level…" (the rule id shown apart). */
export const problemLine = (words: ProblemWords): string => (words.where === null ? words.sentence : `${words.where}: ${words.sentence}`);
