export declare function renderPage(source: string, template: string): string;
export declare function readPage(file: string): string;
