/**
 * The portfolio carousel's groups (SPEC section 4, D6), pure: next and
 * previous move by as many items as show at once, and wrap. The last group
 * ends on the last item, so every view is full.
 */

/** The first item a group shows (from 0). */
export function groupStart(group: number, items: number, visible: number): number {
  return Math.max(0, Math.min(group * visible, items - visible));
}

export const groupCount = (items: number, visible: number) => Math.max(1, Math.ceil(items / Math.max(1, visible)));

/** The group a step lands on, wrapping past either end. */
export function stepGroup(group: number, step: number, count: number): number {
  return (((group + step) % count) + count) % count;
}

/**
 * The group whose view starts at an item (or shows it, after the visible
 * count changed): a view reaching the last item is the last group, which
 * may start inside the one before it.
 */
export function groupAt(first: number, items: number, visible: number): number {
  const count = groupCount(items, visible);
  return first + visible >= items ? count - 1 : Math.min(Math.floor(first / Math.max(1, visible)), count - 1);
}
