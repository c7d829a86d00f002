export function staticImports(code: string): string[];
export function transitiveOnly(entry: string, read: (file: string) => string): string[];
export function hoistTransitiveImports(entries: string[]): number;
export function chunkDeps(tags: string[], read: (tag: string) => string): { chunks: string[]; deps: string[] };
