import type { InlineConfig } from 'vite';
export declare function viteBase(options?: { mode?: 'production' | 'development' | null }): InlineConfig & { configFile: false };
