import { cardIn, mergeCardValues, rulebookValues, type KnownCardValues, type TableCardValues } from './enemy-card-facts.js';
import type { EnemyCard, EnemyCardValues } from './enemy-box-data.js';
import type { BoardSquare, Miniature, PlayState } from './play-state.js';

/**
 * The enemy card values a play knows, and those an attack must ask for in place (UNK-7): the
 * engine refuses by these, and the attack forms ask by the same, so the two never disagree.
 */

/** UNK-8: a boss's card is found by its name, apart from the guard types. */
export const bossCardKey = (name: string): string => `boss:${name}`;

/** The key a card is found by: the guard type, or `boss:<name>` for a boss (UNK-8). */
export function enemyCardKey(enemy: Miniature): string {
  return enemy.kind === 'boss' ? bossCardKey(enemy.name) : enemy.kind === 'guard' ? enemy.guardType : enemy.kind;
}

type KnownCards = Pick<PlayState, 'tableCards' | 'enemyCards'>;

/**
 * What the play knows of the card `key`, field by field: values `typed` in the step at hand
 * first, then those typed earlier at the table (or brought from box data since the play began),
 * box data's card as it was when the play began, and the rulebook's facts (guards only: no boss
 * is described in the rulebooks, CF-CHR-13/14).
 */
export function knownCardValues(play: KnownCards, key: string, typed?: Readonly<Record<string, KnownCardValues>>): KnownCardValues {
  return mergeCardValues(cardIn(typed, key), cardIn(play.tableCards, key), cardIn(play.enemyCards, key), key.startsWith('boss:') ? undefined : rulebookValues(key));
}

/**
 * One field of `knownCardValues(play, key, typed)`, found the same way (the first source that has
 * it) without building the whole card: the enemy phase asks it of every enemy that may move (MOV-9c).
 */
export function knownCardValue<F extends keyof KnownCardValues>(play: KnownCards, key: string, field: F, typed?: Readonly<Record<string, KnownCardValues>>): KnownCardValues[F] {
  const fromTyped = cardIn(typed, key)?.[field];
  if (fromTyped !== undefined) return fromTyped;
  const fromTable = cardIn(play.tableCards, key)?.[field];
  if (fromTable !== undefined) return fromTable;
  const fromBox = cardIn(play.enemyCards, key)?.[field];
  if (fromBox !== undefined) return fromBox;
  return key.startsWith('boss:') ? undefined : rulebookValues(key)[field];
}

/** What the play knows of `enemy`'s card (`knownCardValues`). */
export function playCardValues(play: KnownCards, enemy: Miniature, typed?: Readonly<Record<string, KnownCardValues>>): KnownCardValues {
  return knownCardValues(play, enemyCardKey(enemy), typed);
}

/** UNK-7: card values typed at the table hold for the rest of the memory; the newest typing wins, field by field. */
export function withTableCards<T extends Pick<PlayState, 'tableCards'>>(play: T, typed: Readonly<Record<string, KnownCardValues>> | undefined): T {
  const keys = Object.keys(typed ?? {});
  if (keys.length === 0) return play;
  const tableCards: Record<string, KnownCardValues> = { ...play.tableCards };
  for (const key of keys) tableCards[key] = { ...cardIn(tableCards, key), ...typed![key] };
  return { ...play, tableCards };
}

const SAME_FIELDS = ['health', 'blackDice', 'weapon', 'ignoresLadders'] as const;

/**
 * UNK-7: box data and a running memory agree. The play copied box data's enemy cards when it
 * began; a card entered or corrected in box data since is news to it: each box data card with a
 * value the play does not know the same (typed at the table, the copy, the rulebook). A step
 * that reads enemy cards carries this news in its own input, as if typed at the table, so the
 * logged step holds every value it used and replays the same whatever box data says later.
 */
export function boxCardNews(play: KnownCards, boxCards: readonly EnemyCard[]): Record<string, EnemyCardValues> {
  const news: Record<string, EnemyCardValues> = {};
  for (const card of boxCards) {
    const known = knownCardValues(play, card.guardType);
    if (SAME_FIELDS.every((field) => known[field] === card[field])) continue;
    news[card.guardType] = { health: card.health, blackDice: card.blackDice, weapon: card.weapon, ignoresLadders: card.ignoresLadders };
  }
  return news;
}

/**
 * The play knowing box data's enemy cards as they are now (`boxCardNews`), for what the board
 * asks, the odds it shows and the previews main works out: the same values the step will carry.
 */
export function withBoxCards<T extends KnownCards>(play: T, boxCards: readonly EnemyCard[]): T {
  return withTableCards(play, boxCardNews(play, boxCards));
}

/** GEN-5: the enemies standing on `target` (bosses and guards, not bodies), in the state's order. */
export function enemiesOnTarget(play: Pick<PlayState, 'miniatures'>, target: BoardSquare): Miniature[] {
  return Object.values(play.miniatures).filter(
    (enemy) => (enemy.kind === 'guard' || enemy.kind === 'boss') && !enemy.body && enemy.place.on === 'square' && enemy.place.side === target.side && enemy.place.square === target.square,
  );
}

/**
 * ACT-WPN-5: the health on the card of each guard standing on `target` (undefined while nobody
 * gave it), for an attack's odds: values `typed` in the attack form first.
 */
export function guardHealths(play: Pick<PlayState, 'miniatures'> & KnownCards, target: BoardSquare, typed?: Readonly<Record<string, KnownCardValues>>): (number | undefined)[] {
  return enemiesOnTarget(play, target)
    .filter((enemy) => enemy.kind === 'guard')
    .map((guard) => playCardValues(play, guard, typed).health);
}

/** One enemy card on the target square and the values an attack still needs of it. */
export interface CardValuesToAsk {
  key: string;
  /** The enemies on the target carrying this card. */
  miniatureIds: readonly string[];
  /** ACT-WPN-5: a guard's health, so hits count on it. */
  health: boolean;
  /** COORD-3: the black dice dealt out before the retaliation is rolled. */
  blackDice: boolean;
  /** COORD-3, RET-3: whether it shoots, when a participant strikes from another square. */
  weapon: boolean;
}

/** How an attack's retaliation would be resolved: dealt out among participants (COORD-3), some of them at a distance. */
interface RetaliationNeeds {
  dealt: boolean;
  atDistance: boolean;
}

/**
 * UNK-7: the card values an attack on `target` needs and nobody has given: each guard type's
 * health (ACT-WPN-5); in a coordinated attack, each enemy's black dice, and its weapon when a
 * participant strikes from another square (COORD-3, RET-3). RET-6: on easy, crossbowmen never
 * retaliate, so their dice are not needed.
 */
export function cardValuesToAsk(play: Pick<PlayState, 'miniatures' | 'tableCards' | 'enemyCards' | 'difficulty'>, target: BoardSquare, needs: RetaliationNeeds, typed?: Readonly<Record<string, KnownCardValues>>): CardValuesToAsk[] {
  const asks = new Map<string, CardValuesToAsk>();
  for (const enemy of enemiesOnTarget(play, target)) {
    const known = playCardValues(play, enemy, typed);
    const retaliates = needs.dealt && !(play.difficulty === 'easy' && enemy.kind === 'guard' && enemy.guardType === 'crossbowman');
    const key = enemyCardKey(enemy);
    const before = asks.get(key);
    asks.set(key, {
      key,
      miniatureIds: [...(before?.miniatureIds ?? []), enemy.id],
      health: enemy.kind === 'guard' && known.health === undefined,
      blackDice: retaliates && known.blackDice === undefined,
      weapon: retaliates && needs.atDistance && known.weapon === undefined,
    });
  }
  return [...asks.values()].filter((ask) => ask.health || ask.blackDice || ask.weapon);
}

/** The values typed for `asks`, kept only where asked and typed (an empty field is not sent). */
export function typedFor(asks: readonly CardValuesToAsk[], typed: Readonly<Record<string, TableCardValues>>): Record<string, TableCardValues> {
  const cards: Record<string, TableCardValues> = {};
  for (const ask of asks) {
    const values = cardIn(typed, ask.key);
    if (values === undefined) continue;
    const kept: TableCardValues = {
      ...(ask.health && values.health !== undefined ? { health: values.health } : {}),
      ...(ask.blackDice && values.blackDice !== undefined ? { blackDice: values.blackDice } : {}),
      ...(ask.weapon && values.weapon !== undefined ? { weapon: values.weapon } : {}),
    };
    if (Object.keys(kept).length > 0) cards[ask.key] = kept;
  }
  return cards;
}

/** Whether every value asked has been typed. */
export function allTyped(asks: readonly CardValuesToAsk[], typed: Readonly<Record<string, TableCardValues>>): boolean {
  return asks.every((ask) => {
    const values = cardIn(typed, ask.key);
    return (!ask.health || values?.health !== undefined) && (!ask.blackDice || values?.blackDice !== undefined) && (!ask.weapon || values?.weapon !== undefined);
  });
}
