/**
 * A record without `key`, built anew. `delete` would turn the record into a slow dictionary in
 * V8, for the step that deleted and for every later step that copies it: the enemy phase's steps
 * after bodies gave way took a third longer on the enemy phase's bench.
 */
export function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const other in record) if (other !== key) kept[other] = record[other]!;
  return kept;
}

/** A record without any of `keys`, built anew once for them all (see `withoutKey` for why not `delete`). */
export function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: ReadonlySet<string>): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const other in record) if (!keys.has(other)) kept[other] = record[other]!;
  return kept;
}
