/**
 * A list part of the box data (`equipment`, `skills`, …): each item is one box_data row
 * keyed `<part>.<itemKey>`, so an edit touches one row and undo restores just that item.
 */
export interface ListPart {
  /** The row key of an item, after the `<part>.` prefix. */
  itemKey(item: never): string;
  /** An empty item is not stored (e.g. a level with no skill cards). */
  isEmpty?(item: never): boolean;
  /** The order items are read in; default: the order they were first saved. */
  compare?(a: never, b: never): number;
}
