/**
 * Counting up (SPEC sections 1, 4 and 9; B35 to B37), pure apart from the
 * frame loop: the numbers a counter shows on its way to its value, and the
 * circle's geometry.
 */

/** SPEC section 9: counters run 1800 ms, the pie's line is 5 wide; the shop part's pie is 110 across, line 3, 1000 ms. */
export const COUNTER = {
  duration: 1800,
  lineWidth: 5,
  shop: { size: 110, lineWidth: 3, duration: 1000 },
} as const;

/** Decimal places the value is written with ("4.50" counts in hundredths), at most 4. */
export function decimalsOf(raw: string): number {
  const m = /\.(\d+)/.exec(raw.trim());
  return Math.min(4, m?.[1]?.length ?? 0);
}

/** A count as text: fixed decimals, thousands joined by the separator (none by default). */
export function formatCount(n: number, decimals: number, separator = ''): string {
  const [whole, frac] = Math.abs(n).toFixed(decimals).split('.') as [string, string | undefined];
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Ease-out (cubic): counts fast at first and settles on the value. */
export const easeOut = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

/** The value at a point of the count (0 to 1), on the counter's decimals. */
export function countAt(value: number, t: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * easeOut(t) * f) / f;
}

/** A circle counter's ring: its radius inside the line, its circumference, and the dash offset that leaves `percent` drawn. */
export function ring(size: number, lineWidth: number, percent: number) {
  const r = Math.max(0, (size - lineWidth) / 2);
  const c = 2 * Math.PI * r;
  return { r, c, offset: c * (1 - Math.min(100, Math.max(0, percent)) / 100) };
}

/** Calls back on every frame with the progress from 0 to 1 over `ms`, then once more with 1; returns a cancel function. */
export function frames(ms: number, onFrame: (t: number) => void): () => void {
  let id = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const t = ms > 0 ? (now - start) / ms : 1;
    onFrame(Math.min(1, t));
    if (t < 1) id = requestAnimationFrame(step);
  };
  id = requestAnimationFrame(step);
  return () => cancelAnimationFrame(id);
}
