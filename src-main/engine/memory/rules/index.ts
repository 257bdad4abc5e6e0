import type { Refusal } from '../../../../shared/ipc/refusal.js';
import { refuse } from '../../../../shared/ipc/refusal.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import type { Miniature, MiniatureKind, PlayState } from '../../../../shared/memory-play/play-state.js';
import { RULE_OPTIONS, type ModuleId, type ModuleStates } from '../../../../shared/memory-play/rule-slices.js';
import type { Arrival } from '../arrival.js';
import type { PlayCtx } from '../context.js';
import type { PlaySetup } from '../play-setup.js';
import { PLAY_DATA_RULES } from '../play-data-rules.js';
import { bosses } from './bosses.js';
import { isEnabled, sliceOf } from './enabled.js';
import { escortedAllies } from './escorted-allies.js';
import type { PieceHooks, RuleModule } from './rule-module.js';
import { twoMaps } from './two-maps.js';

/**
 * Every rule module of the memory engine, in the order their hooks run. Adding a module is one
 * file here (its rules), its slice and options in shared/memory-play/rule-slices.ts and its words.
 */

/** The modules of a registry, each id (and each piece kind's owner) once: a second one fails at start-up, not mid-play. */
export function moduleRegistry(modules: readonly RuleModule[]): readonly RuleModule[] {
  const ids = new Set<string>();
  const owners = new Map<MiniatureKind, string>();
  for (const module of modules) {
    if (ids.has(module.id)) throw new Error(`Two rule modules are called ${module.id}.`);
    ids.add(module.id);
    for (const kind of module.pieceKinds ?? []) {
      const owner = owners.get(kind);
      if (owner !== undefined) throw new Error(`Rule modules ${owner} and ${module.id} both own the ${kind} pieces.`);
      owners.set(kind, module.id);
    }
  }
  return modules;
}

export const RULE_MODULES = moduleRegistry([bosses, escortedAllies, twoMaps]);

const HOOKS_BY_KIND = new Map<MiniatureKind, PieceHooks>(RULE_MODULES.flatMap((module) => (module.pieceKinds ?? []).map((kind) => [kind, module.pieces ?? {}] as const)));

/** The modules on in this play, in registry order. */
export const enabledModules = (state: PlayState, registry: readonly RuleModule[] = RULE_MODULES): RuleModule[] => registry.filter((module) => isEnabled(state, module));

/**
 * What the core asks of a special piece (a boss, an escorted ally): the hooks of the module that
 * owns its kind, which a piece of that kind on the board switches on. Undefined for assassins and guards.
 */
export const pieceHooks = (piece: Miniature): PieceHooks | undefined => HOOKS_BY_KIND.get(piece.kind);

/** The allowed seam's last word (allowed.ts): each module on, in order, may refuse the step naming its rule. */
export function modulesAllow(state: PlayState, step: Step, registry: readonly RuleModule[] = RULE_MODULES): Refusal | null {
  for (const module of registry) {
    if (module.allow === undefined || !isEnabled(state, module)) continue;
    const refused = module.allow(state, step, sliceOf(state, module));
    if (refused !== null) return refused;
  }
  return null;
}

/** After the core's arrival rules (arrive.ts): each module on, in order, plays what an arrival triggers for it. */
export function modulesOnArrive(ctx: PlayCtx, arrival: Arrival, registry: readonly RuleModule[] = RULE_MODULES): void {
  for (const module of registry) {
    if (module.onArrive === undefined || !isEnabled(ctx.state, module)) continue;
    module.onArrive(ctx, arrival, sliceOf(ctx.state, module));
  }
}

/**
 * What the group switched on at the start (`rules`): known modules, each with options of its shape,
 * then what each module on checks of the setup. A refusal names the field.
 */
export function checkModules(setup: PlaySetup): Refusal | null {
  for (const [id, options] of Object.entries(setup.rules ?? {})) {
    if (!Object.hasOwn(RULE_OPTIONS, id)) return refuse(PLAY_DATA_RULES.unknown, `No rule module is called ${id}.`, { module: id }, `rules.${id}`).refusal;
    const parsed = RULE_OPTIONS[id as ModuleId].safeParse(options);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.map(String) ?? [];
      return refuse(PLAY_DATA_RULES.value, `The options of ${id} are not valid: ${parsed.error.issues[0]?.message ?? ''}`, { module: id }, ['rules', id, ...path].join('.')).refusal;
    }
  }
  for (const module of RULE_MODULES) {
    if (module.checkSetup === undefined || module.enabledBy(setup) === null) continue;
    const refused = module.checkSetup(setup);
    if (refused !== null) return refused;
  }
  return null;
}

/** SET-*: each module the setup switches on places what it places and starts its slice, in registry order. */
export function setUpModules(ctx: PlayCtx, setup: PlaySetup): void {
  const modules: Record<string, unknown> = {};
  for (const module of RULE_MODULES) {
    const options = module.enabledBy(setup);
    if (options === null) continue;
    modules[module.id] = module.setup(ctx, options, setup);
  }
  ctx.state = { ...ctx.state, modules: modules as ModuleStates };
}
