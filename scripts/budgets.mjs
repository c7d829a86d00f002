// Gzip budgets (budgets.json): every file the build writes that matches a
// budget glob must stay within it. Used by the build, and so by CI.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** `*` matches within one path segment. */
export function globToRegExp(glob) {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

/** Checks sizes ({ file: gzipBytes }) against budgets ({ glob: bytes }); returns a row per file and the failures. */
export function checkBudgets(sizes, budgets) {
  const globs = Object.entries(budgets).filter(([glob]) => !glob.startsWith('$'));
  const rows = Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)).map(([file, gzip]) => {
    const match = globs.find(([glob]) => globToRegExp(glob).test(file));
    return { file, gzip, glob: match?.[0], budget: match?.[1], over: match !== undefined && gzip > match[1] };
  });
  const failures = rows.filter((r) => r.over)
    .map((r) => `Budget exceeded: ${r.file} is ${r.gzip} bytes gzip; its budget (${r.glob} in budgets.json) is ${r.budget} bytes.`);
  return { rows, failures };
}

export function gzipSizesOf(dir) {
  const sizes = {};
  const walk = (d) => readdirSync(d, { withFileTypes: true }).forEach((e) => {
    const p = `${d}/${e.name}`;
    if (e.isDirectory()) walk(p);
    else if (/\.(js|css)$/.test(p)) sizes[p] = gzipSync(readFileSync(p), { level: 9 }).length;
  });
  walk(dir);
  return sizes;
}
