import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { blueprintsOf } from '../../shared/hq/hq-contract-cards.js';

/**
 * A blueprint in a history line: its name as entered (the renderer names a printed one as the
 * players' edition prints it) and its id to tell which, never the id alone.
 */
export function blueprintParams(rc: { boxData: BoxData; pack: ContentPack }, blueprintId: string): { blueprint: string; blueprintId: string } {
  const known = blueprintsOf(rc.boxData.blueprints, rc.pack.hq).find((blueprint) => blueprint.id === blueprintId);
  return { blueprint: known?.name ?? blueprintId, blueprintId };
}
