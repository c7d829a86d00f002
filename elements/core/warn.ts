const warned = new Set<string>();

/**
 * One console warning per distinct problem, however often an element renders
 * or how many elements share the same bad input. The key names the problem
 * (element, attribute, the input's text), the message says it.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
