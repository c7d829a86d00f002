export const YIELD: string;
export function elementOf(id: string): string | null;
export function reachable(entry: string): Set<string>;
export function yieldPerElement(options?: { keep?: Set<string> }): {
  name: string;
  resolveId(id: string): string | null;
  load(id: string): string | null;
  transform(code: string, id: string): { code: string; map: null } | null;
};
