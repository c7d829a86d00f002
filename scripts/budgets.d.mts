export interface BudgetRow { file: string; gzip: number; glob?: string; budget?: number; over: boolean }
export declare function globToRegExp(glob: string): RegExp;
export declare function checkBudgets(sizes: Record<string, number>, budgets: Record<string, number | string>): { rows: BudgetRow[]; failures: string[] };
export declare function gzipSizesOf(dir: string): Record<string, number>;
