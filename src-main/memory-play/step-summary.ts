import type { StepRequest } from '../../shared/memory-play/step-schema.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { ruleInfo } from '../../shared/rule-ids/rule-ids.js';

/**
 * The history line of a step: `memoryPlay.history.step.<kind>`, worded by the renderer from
 * flat parameters (the memory, the turn, and the step's own values: the miniature, the
 * square, the health typed…). A new miniature is named by its kind and type or name; event
 * cards by side and direction (`A:N`, `B:deck`).
 */
export function stepSummary(step: StepRequest, memoryId: string, turn: number, state?: Pick<PlayState, 'map' | 'miniatures'>): { summaryKey: string; summaryParams: Record<string, string | number> } {
  if (step.kind === 'move-miniature' && step.setsAside !== undefined) return correctionSummary(step, memoryId, turn, state);
  const params: Record<string, string | number> = { memoryId, turn };
  for (const [key, value] of Object.entries(step)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'boolean') params[key] = String(value);
  }
  if (step.kind === 'add-miniature') {
    params.miniatureKind = step.miniature.kind;
    params.label = step.miniature.kind === 'guard' ? step.miniature.guardType : step.miniature.name;
  }
  if (step.kind === 'begin-event-phase') {
    params.events = step.events.map((choice) => `${choice.side}:${'direction' in choice ? choice.direction : 'deck'}`).join(', ');
  }
  return { summaryKey: `memoryPlay.history.step.${step.kind}`, summaryParams: params };
}

/**
 * GEN-6: a correction by hand reads as one, naming the rule it sets aside (worded by the
 * renderer from `setsAside`, with the rulebook's section), the piece as the players call it
 * (an assassin by its character) and the square as they say it (the map's letter only on a
 * two-map memory).
 */
function correctionSummary(step: Extract<StepRequest, { kind: 'move-miniature' }>, memoryId: string, turn: number, state?: Pick<PlayState, 'map' | 'miniatures'>) {
  const miniature = state !== undefined && Object.hasOwn(state.miniatures, step.miniatureId) ? state.miniatures[step.miniatureId] : undefined;
  const twoSides = (state?.map.sides.length ?? 1) > 1;
  const params: Record<string, string | number> = { memoryId, turn, setsAside: step.setsAside!, square: twoSides ? `${step.side}:${step.square}` : step.square };
  const section = ruleInfo(step.setsAside!)?.rulebookSection;
  if (section !== undefined) params.section = section;
  if (miniature?.kind === 'assassin') params.characterId = miniature.characterId;
  else params.piece = miniature === undefined ? step.miniatureId : miniature.kind === 'guard' ? miniature.guardType : miniature.name;
  return { summaryKey: 'memoryPlay.history.step.move-miniature-correction', summaryParams: params };
}
