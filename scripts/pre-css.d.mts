export declare function preUpgradeCss(sources: Record<string, string>, minify?: (css: string) => string): string;
export declare function preCssFile(sources: Record<string, string>, minify?: (css: string) => string): string;
export declare function selectorsOf(css: string): string[];
export declare function preUpgradeGroups(sources: Record<string, string>, tags: readonly string[], minify?: (css: string) => string): string[];
export declare function withFallback(css: string): string;
export declare function fallbackProperties(css: string): string;
