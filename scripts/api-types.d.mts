export interface MethodTypes { parameters: { name: string; optional: boolean; type: string }[]; returns: string }
export declare function readApiTypes(files: string[]): Record<string, { events: Record<string, string>; methods: Record<string, MethodTypes> }>;
