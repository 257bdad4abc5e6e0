/**
 * Records changed key by key (the miniatures of a play) must stay fast objects in V8. A record
 * that loses a key by `delete`, or is rebuilt or grown key by key, becomes a slow dictionary
 * (past a dozen keys, while the engine is not yet compiled: the first steps of an evening), and
 * a dictionary stays slow for every later step that reads or copies it: copying one costs ten
 * times a fast copy, and the enemy phase's steps after bodies gave way took a third longer. Rest
 * destructuring and spreading into a literal are the copies V8 keeps fast, so changes of keys
 * are made by them.
 */

/** A record without `key`, built anew. */
export function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...kept } = record;
  return kept;
}

/**
 * A record without any of `keys`, built anew: up to four keys go in one copy, as many as the
 * pattern names (a name repeated when fewer are left), so bodies giving way together cost one
 * copy of the board, not one each.
 */
export function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  let kept = record as Record<string, T>;
  for (let at = 0; at < keys.length; at += 4) {
    const [a, b = a, c = a, d = a] = keys.slice(at, at + 4) as [string, ...string[]];
    const { [a]: _a, [b]: _b, [c]: _c, [d]: _d, ...rest } = kept;
    kept = rest;
  }
  return kept === record ? { ...record } : kept;
}

/** A record with `key` added last, built anew. */
export function withKey<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  return { ...record, [key]: value };
}
