export declare function renderPage(source: string, template: string): string;
export declare function readPage(file: string): string;
export declare function el(doc: Document, tag: string, attrs?: Record<string, unknown>, ...children: (Node | string)[]): Element;
export declare function printPage(doc: Document, title: string, main: (Node | string)[]): string;
