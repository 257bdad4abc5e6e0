import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Requests built from the contract's own zod schemas, for tests that must reach every
 * channel (including channels added after the test was written): a fast-check arbitrary
 * per schema, whose values have the shape, types, lengths, bounds and patterns the schema
 * asks for. Refinements (`.refine`) are not understood; a caller that needs values that
 * pass keeps only those the schema accepts (`validRequests`).
 */

/** Where a value sits in the request, as the dotted path a refusal names (`party.0.seat`). */
export type RequestPath = readonly (string | number)[];

/**
 * Lets a caller choose the values of some fields itself (campaign ids from the save, a
 * backup's name): return an arbitrary for the field at `path`, or undefined to let the
 * schema decide.
 */
export type FieldHint = (path: RequestPath, schema: z.ZodType) => fc.Arbitrary<unknown> | undefined;

interface Bag {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  length?: number;
  format?: string;
  patterns?: Set<RegExp>;
}

interface CheckDef {
  check: string;
  format?: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
}

interface Internals {
  def: Record<string, unknown> & { type: string; checks?: { _zod: { def: CheckDef } }[] };
  optin?: 'optional';
}

const internals = (schema: z.ZodType): Internals => (schema as unknown as { _zod: Internals })._zod;

/** The kind of value a schema takes (`number`, `object`, `array`…), as zod names it. */
export const schemaType = (schema: z.ZodType): string => internals(schema).def.type;

/** A schema's bounds, lengths, formats and patterns, read from its checks. */
function boundsOf(schema: z.ZodType): Bag {
  const bag: Bag = {};
  for (const { _zod } of internals(schema).def.checks ?? []) {
    const check = _zod.def;
    switch (check.check) {
      case 'number_format':
        bag.format = check.format;
        break;
      case 'greater_than':
        if (check.inclusive) bag.minimum = check.value;
        else bag.exclusiveMinimum = check.value;
        break;
      case 'less_than':
        if (check.inclusive) bag.maximum = check.value;
        else bag.exclusiveMaximum = check.value;
        break;
      case 'min_length':
        bag.minimum = check.minimum;
        break;
      case 'max_length':
        bag.maximum = check.maximum;
        break;
      case 'length_equals':
        bag.length = check.length;
        break;
      case 'string_format':
        if (check.pattern) (bag.patterns ??= new Set()).add(check.pattern);
        break;
    }
  }
  return bag;
}

/** Small collections and strings: requests stay readable when a test prints one. */
const MAX_ITEMS = 4;
const MAX_TEXT = 24;

export function arbitraryFor(schema: z.ZodType, hint: FieldHint = () => undefined, path: RequestPath = []): fc.Arbitrary<unknown> {
  const chosen = hint(path, schema);
  if (chosen !== undefined) return chosen;
  const { def } = internals(schema);
  const bag = boundsOf(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'object':
      return objectArbitrary(def.shape as Record<string, z.ZodType>, hint, path);
    case 'string':
      return stringArbitrary(bag);
    case 'number':
      return numberArbitrary(bag);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array':
      return fc.array(arbitraryFor(inner('element'), hint, [...path, 0]), lengthBounds(bag));
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item, index) => arbitraryFor(item, hint, [...path, index])));
    case 'record':
      return fc
        .array(fc.tuple(arbitraryFor(inner('keyType'), hint, path), arbitraryFor(inner('valueType'), hint, [...path, '*'])), { maxLength: MAX_ITEMS })
        .map((entries) => Object.fromEntries(entries as [PropertyKey, unknown][]));
    case 'optional':
      return fc.option(arbitraryFor(inner('innerType'), hint, path), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryFor(inner('innerType'), hint, path), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(inner('innerType'), hint, path);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryFor(option, hint, path)));
    case 'intersection':
      return fc
        .tuple(arbitraryFor(inner('left'), hint, path), arbitraryFor(inner('right'), hint, path))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'pipe':
      return arbitraryFor(inner('in'), hint, path);
    case 'lazy':
      return arbitraryFor((def.getter as () => z.ZodType)(), hint, path);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`No arbitrary for a zod ${def.type} at ${path.join('.') || '(request)'}: teach request-arbitrary.ts this type.`);
  }
}

function objectArbitrary(shape: Record<string, z.ZodType>, hint: FieldHint, path: RequestPath): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = arbitraryFor(field, hint, [...path, key]);
    if (internals(field).optin !== 'optional') requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

function stringArbitrary(bag: Bag): fc.Arbitrary<string> {
  const minLength = bag.minimum ?? bag.length ?? 0;
  const maxLength = bag.maximum ?? bag.length ?? Math.max(minLength, MAX_TEXT);
  const patterns = [...(bag.patterns ?? [])];
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength && patterns.every((pattern) => pattern.test(text));
  const [first] = patterns;
  // A pattern says more than the length does: generate from it and keep the lengths that fit.
  if (first !== undefined) return fc.stringMatching(first, { size: 'small' }).filter(fits);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + MAX_TEXT), unit: 'grapheme' }).filter(fits);
}

function numberArbitrary(bag: Bag): fc.Arbitrary<number> {
  const integer = bag.format === 'safeint' || bag.format === 'int32' || bag.format === 'uint32';
  const min = bag.minimum ?? (bag.exclusiveMinimum === undefined ? undefined : bag.exclusiveMinimum + (integer ? 1 : 1e-6));
  const max = bag.maximum ?? (bag.exclusiveMaximum === undefined ? undefined : bag.exclusiveMaximum - (integer ? 1 : 1e-6));
  // Small numbers around the bounds are the interesting ones (0, 1, a limit), not 2^53.
  const low = min ?? -10;
  const high = max ?? Math.max(low, 0) + 100;
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(Math.min(high, Math.max(low, 0) + 1000)) });
  return fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.floor(high) }), fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }));
}

function lengthBounds(bag: Bag): { minLength: number; maxLength: number } {
  const minLength = bag.minimum ?? bag.length ?? 0;
  return { minLength, maxLength: bag.maximum ?? bag.length ?? minLength + MAX_ITEMS };
}

/**
 * Up to `count` requests the schema accepts, drawn from `seed`: the arbitrary's values,
 * kept when they pass the schema whole (its refinements included) and `keep`. Fewer come back only
 * when the schema refuses almost every value the arbitrary makes.
 */
export function validRequests(schema: z.ZodType, count: number, seed: number, hint?: FieldHint, keep: (request: unknown) => boolean = () => true): unknown[] {
  const accepted: unknown[] = [];
  const arbitrary = arbitraryFor(schema, hint);
  for (let attempt = 0; attempt < 20 && accepted.length < count; attempt++) {
    for (const value of fc.sample(arbitrary, { seed: seed + attempt, numRuns: count * 4 })) {
      if (accepted.length < count && keep(value) && schema.safeParse(value).success) accepted.push(value);
    }
  }
  return accepted;
}
