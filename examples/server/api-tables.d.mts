export interface ManifestDeclaration { tagName?: string; summary?: string; [kind: string]: unknown }
export interface Manifest { modules: { declarations?: ManifestDeclaration[] }[] }
export interface ManifestMember { kind?: string; name: string; type?: { text: string }; parameters?: { name: string; optional?: boolean; type?: { text: string } }[]; return?: { type?: { text: string } } }
export declare function signature(member: ManifestMember): string;
export declare function apiSections(doc: Document, manifest: Manifest | null, tags: string[]): Node[];
export declare function fillApiBlocks(html: string, manifest: Manifest | null): string;
export declare function readManifest(file?: string): { stamp: number | string; manifest: Manifest | null };
