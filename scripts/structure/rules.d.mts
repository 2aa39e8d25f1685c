export const MAX_LINES: number;
export const useQueryExceptions: Record<string, string>;
export const rules: Record<string, (files: unknown[]) => string[]>;
export function checkStructure(root: string): Record<string, string[]>;
