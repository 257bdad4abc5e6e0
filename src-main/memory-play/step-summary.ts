import type { StepRequest } from '../../shared/memory-play/step-schema.js';

/**
 * The history line of a step: `memoryPlay.history.step.<kind>`, worded by the renderer from
 * flat parameters (the memory, the turn, and the step's own values: the miniature, the
 * square, the health typed…). A new miniature is named by its kind and type or name; event
 * cards by side and direction (`A:N`, `B:deck`).
 */
export function stepSummary(step: StepRequest, memoryId: string, turn: number): { summaryKey: string; summaryParams: Record<string, string | number> } {
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
