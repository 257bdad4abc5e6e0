/**
 * Player text may hold right-to-left letters or a bidi override (U+202E…), which would
 * reorder the words around it wherever it is set into a sentence or a list. Wrapping it in
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE is the plain-text form of <bdi>: the text
 * keeps its own direction, and any override inside it ends at the isolate. Left-to-right
 * text cannot reorder its neighbours, so it is returned unchanged.
 */
const NEEDS_ISOLATION = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]/;

export function isolateBidi(text: string): string {
  return NEEDS_ISOLATION.test(text) ? `\u2068${text}\u2069` : text;
}

/** A list of player texts (names, cards) as one line, each isolated so none reorders the others. */
export function joinIsolated(items: readonly string[], separator = ', '): string {
  return items.map(isolateBidi).join(separator);
}
