const warned = new Set<string>();

/** One console warning per distinct problem, however often the carousel renders or how many carousels share it. */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
