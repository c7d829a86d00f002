/**
 * The engine's in-page structures (SPEC section 3, "Generic in-page
 * structures"; checklist B8, B9, B10): a keyed item collection that
 * announces additions and removals, a window-size holder that announces
 * only real changes, and style-rule records enabled by the visibility of
 * their scroll range.
 */

/** Structural equality of plain data (objects, arrays, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

type Listener<T> = (id: string, item: T) => void;

/** Items by id, a count, and subscriptions for added and removed (SPEC section 3). */
export class KeyedCollection<T> {
  #items = new Map<string, T>();
  #added = new Set<Listener<T>>();
  #removed = new Set<Listener<T>>();

  get count(): number {
    return this.#items.size;
  }

  get(id: string): T | undefined {
    return this.#items.get(id);
  }

  ids(): string[] {
    return [...this.#items.keys()];
  }

  /** Adds or replaces an item; one deep-equal to the stored one changes nothing and announces nothing. */
  add(id: string, item: T): boolean {
    const had = this.#items.has(id);
    if (had && deepEqual(this.#items.get(id), item)) return false;
    if (had) this.remove(id);
    this.#items.set(id, item);
    this.#added.forEach((cb) => cb(id, item));
    return true;
  }

  remove(id: string): boolean {
    const item = this.#items.get(id);
    if (!this.#items.delete(id)) return false;
    this.#removed.forEach((cb) => cb(id, item as T));
    return true;
  }

  /** Removes every item, announcing each removal. */
  clear(): void {
    for (const id of [...this.#items.keys()]) this.remove(id);
  }

  onAdded(cb: Listener<T>): () => void {
    this.#added.add(cb);
    return () => this.#added.delete(cb);
  }

  onRemoved(cb: Listener<T>): () => void {
    this.#removed.add(cb);
    return () => this.#removed.delete(cb);
  }
}

export interface Size {
  width: number;
  height: number;
}

/** Width and height (0 until set), announcing changes only when a value changes (SPEC section 3). */
export class WindowSize {
  #size: Size = { width: 0, height: 0 };
  #listeners = new Set<(size: Size) => void>();

  get width(): number {
    return this.#size.width;
  }

  get height(): number {
    return this.#size.height;
  }

  set(size: Size): boolean {
    if (size.width === this.#size.width && size.height === this.#size.height) return false;
    this.#size = { ...size };
    this.#listeners.forEach((cb) => cb(this.#size));
    return true;
  }

  onChange(cb: (size: Size) => void): () => void {
    this.#listeners.add(cb);
    return () => this.#listeners.delete(cb);
  }
}

/** A style rule active over a scroll range (SPEC section 3). */
export interface StyleRule {
  id: string;
  from: number;
  to: number;
  content: string;
  enabled: boolean;
}

/** The range length: `to` minus `from`. */
export const ruleLength = (rule: StyleRule) => rule.to - rule.from;

/**
 * Enables the rules whose range the viewport overlaps and disables the rest
 * (SPEC section 4); returns the rules that changed.
 */
export function updateRules(rules: StyleRule[], viewTop: number, viewBottom: number): StyleRule[] {
  const changed: StyleRule[] = [];
  for (const rule of rules) {
    const enabled = rule.to >= viewTop && rule.from <= viewBottom;
    if (enabled === rule.enabled) continue;
    rule.enabled = enabled;
    changed.push(rule);
  }
  return changed;
}
