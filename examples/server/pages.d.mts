export declare function renderPage(source: string, template: string, options?: { cart?: number | null }): string;
export declare function cartLink(doc: Document, count: number | null): Element;
export declare function readPage(file: string): string;
export declare function el(doc: Document, tag: string, attrs?: Record<string, unknown>, ...children: (Node | string)[]): Element;
export declare function printPage(doc: Document, title: string, main: (Node | string)[], options?: { site?: boolean; cart?: number }): string;
