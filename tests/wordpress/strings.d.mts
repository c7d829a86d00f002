export function declaredStrings(): Record<string, string>;
export const DEFAULT_STRINGS: Record<string, string>;
