export interface DocItem { name: string; description: string }
export declare function parseDocBlock(source: string): { tag: string; summary: string; slots: DocItem[]; cssParts: DocItem[]; cssProperties: DocItem[] };
export declare function listElements(): ({ dir: string; file: string; schema: string } & ReturnType<typeof parseDocBlock>)[];
