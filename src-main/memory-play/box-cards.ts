import { boxCardNews, enemiesOnTarget, enemyCardKey } from '../../shared/memory-play/attack-cards.js';
import type { EnemyCard } from '../../shared/memory-play/enemy-box-data.js';
import type { TableCardValues } from '../../shared/memory-play/enemy-card-facts.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import type { EnemyAnswerStep, EnemyPhaseStep } from '../../shared/memory-play/moves/index.js';

/**
 * UNK-7: box data and a running memory agree. The play copied the enemy cards entered when it
 * began; a card entered or corrected in box data since (`boxCardNews`) reaches the next step that
 * reads enemy cards, carried in the step's own input as a card typed at the table is: an enemy
 * step (movement, combat: CMB-4) and an attack, whose retaliation then reads it (RET-2, RET-3,
 * COORD-3) from the play. The logged step holds every value it used, so it replays the same
 * whatever box data says later. Values typed at the table for this step come first.
 */
export function withBoxCardNews<T extends StepRequest | EnemyPhaseStep | EnemyAnswerStep>(state: PlayState, step: T, boxCards: readonly EnemyCard[]): T {
  const sent: StepRequest | EnemyPhaseStep | EnemyAnswerStep = step;
  if (sent.kind !== 'enemy-stage' && sent.kind !== 'answer-enemy-stage' && sent.kind !== 'attack' && sent.kind !== 'coordinated-attack') return step;
  const news = boxCardNews(state, boxCards);
  if (Object.keys(news).length === 0) return step;
  if (sent.kind === 'enemy-stage') return { ...sent, input: { ...sent.input, cards: { ...news, ...sent.input?.cards } } } as T;
  // An answer to the stage carries them too, so the stage is planned with them as its preview was.
  if (sent.kind === 'answer-enemy-stage') return { ...sent, answer: { ...sent.answer, cards: { ...news, ...sent.answer.cards } } } as T;
  // An attack takes the cards of the enemies on its target (the values it may ask: ACT-WPN-5, RET-2, RET-3).
  const cards: Record<string, TableCardValues> = {};
  for (const key of new Set(enemiesOnTarget(state, sent).map(enemyCardKey))) {
    const card = Object.hasOwn(news, key) ? news[key]! : undefined;
    const typed = sent.cards !== undefined && Object.hasOwn(sent.cards, key) ? sent.cards[key] : undefined;
    if (card !== undefined) cards[key] = { health: card.health, blackDice: card.blackDice, weapon: card.weapon, ...typed };
  }
  return Object.keys(cards).length === 0 ? step : ({ ...sent, cards: { ...sent.cards, ...cards } } as T);
}

/** The steps whose outcome an enemy card decides: an enemy stage and its answers, an attack (its hits and retaliation). */
export const readsEnemyCards = (step: Pick<StepRequest, 'kind'>): boolean =>
  step.kind === 'enemy-stage' || step.kind === 'answer-enemy-stage' || step.kind === 'attack' || step.kind === 'coordinated-attack';
