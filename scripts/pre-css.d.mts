export declare function preUpgradeCss(sources: Record<string, string>, minify?: (css: string) => string): string;
export declare function preCssFile(sources: Record<string, string>, minify?: (css: string) => string): string;
