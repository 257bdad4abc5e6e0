/**
 * The elements a map draws, by key, so a square or location can be focused from elsewhere
 * (a panel, the keyboard). `register` is a Svelte action: `use:register={key}`. An element
 * that goes away is forgotten, unless another has taken its key since.
 */
export class ElementRegistry<K, E extends Element = SVGGElement> {
  private readonly elements = new Map<K, E>();

  readonly register = (element: E, key: K) => {
    this.elements.set(key, element);
    return {
      destroy: () => {
        if (this.elements.get(key) === element) this.elements.delete(key);
      },
    };
  };

  get(key: K): E | undefined {
    return this.elements.get(key);
  }
}
