export const YIELD: string;
export function yieldBeforeDefine(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
