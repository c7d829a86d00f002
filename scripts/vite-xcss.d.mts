import type { Plugin } from 'vite';
export declare function xcss(): Plugin;
