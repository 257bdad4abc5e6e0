import type { DiaryPrefill } from '../../../shared/memory-play/play-results.js';
import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import type { ObjectiveFeature, SideId } from '../../../shared/memory-play/map/map-types.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { squareName } from '../../../shared/memory-play/map/square-ref.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';

function objectiveFeature(state: PlayState, side: SideId, featureIndex: number): ObjectiveFeature | undefined {
  const feature = state.map.sides.find((candidate) => candidate.id === side)?.features[featureIndex];
  return feature?.type === 'objective' ? feature : undefined;
}

export function diaryPrefill(state: PlayState): Decision<DiaryPrefill> {
  if (state.outcome === null) return refuse(PLAY_DATA_RULES.value, 'The memory has not ended yet: end it as a success or a failure first.', { memoryId: state.memoryId });

  const objectives: DiaryPrefill['objectives'] = [];
  for (const objective of state.objectives) {
    if (!objective.completed) continue;
    const feature = objectiveFeature(state, objective.side, objective.featureIndex);
    objectives.push({ objectiveId: objective.id, where: squareName(state.map.sides.length > 1, objective.side, objective.square), label: feature?.label ?? null, xp: feature?.xp ?? null, mandatory: feature?.mandatory ?? false });
  }

  const bosses: DiaryPrefill['bosses'] = [];
  const eliminatedMemberIds: number[] = [];
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.kind === 'boss' && miniature.body) bosses.push({ miniatureId: miniature.id, name: miniature.name, xp: miniature.xp });
    if (miniature.kind === 'assassin' && miniature.condition === 'eliminated') eliminatedMemberIds.push(miniature.memberId);
  }

  return {
    ok: true,
    value: {
      memoryId: state.memoryId,
      outcome: state.outcome,
      difficulty: state.difficulty,
      easyUsed: state.easyUsed,
      stickerIfSynced: state.outcome === 'success' ? (state.easyUsed ? 'gray' : 'red') : null,
      objectives,
      bosses,
      chestsOpened: state.chests.filter((chest) => chest.opened).map((chest) => ({ chestId: chest.id, side: chest.side, square: chest.square })),
      eliminatedMemberIds,
    },
  };
}
