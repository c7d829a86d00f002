// Builds dist/: one ES entry per element with one shared runtime chunk (React,
// the kit, zod), the autoloader, the all-in-one bundle, custom-elements.json
// and the element declarations; then checks budgets.json.
import { build } from 'vite';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { gzipSync } from 'node:zlib';
import { xcss } from './vite-xcss.mjs';
import { listElements } from './elements.mjs';
import { buildManifest, writeDeclarations } from './manifest.mjs';

const elements = listElements();
const tags = elements.map((e) => e.tag);
const common = {
  configFile: false,
  logLevel: 'warn',
  plugins: [xcss()],
  oxc: { jsx: { runtime: 'automatic' } },
  define: { 'process.env.NODE_ENV': '"production"' },
};
// The runtime chunk: what every element shares and a page pays for once.
const RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@r2wc|zod)[\\/]|elements[\\/]core[\\/]|styles[\\/]/;

rmSync('dist', { recursive: true, force: true });

// Pre-upgrade styles: each element folder's <name>.pre.css, minified, baked
// into the autoloader and shipped as dist/x-elements.pre.css for bundlers.
const preCss = transform({
  filename: 'pre.css',
  minify: true,
  code: Buffer.from(elements.map((e) => `elements/${e.dir}/${e.dir}.pre.css`).filter(existsSync)
    .map((f) => readFileSync(f, 'utf8')).join('\n')),
}).code.toString();

/** One build pass into dist/ (passes add to it; nothing empties it). */
const pass = (options, extra = {}) =>
  build({ ...common, ...extra, build: { outDir: 'dist', emptyOutDir: false, target: 'es2022', ...options } });

await pass({
  modulePreload: false,
  rolldownOptions: {
    input: Object.fromEntries(elements.map((e) => [`elements/${e.tag}`, e.file])),
    preserveEntrySignatures: 'strict',
    output: {
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }] },
    },
  },
});

await pass(
  {
    target: 'es2020',
    lib: { entry: 'elements/core/autoloader.ts', formats: ['iife'], name: 'xElementsAutoloader', fileName: () => 'x-elements.js' },
  },
  { define: { ...common.define, __X_TAGS__: JSON.stringify(tags), __X_PRE_CSS__: JSON.stringify(preCss) } },
);
writeFileSync('dist/x-elements.pre.css', preCss);

writeFileSync('.cache-all.ts', `${elements.map((e) => `import './${e.file}';`).join('\n')}\n`);
try {
  await pass({
    minify: true,
    lib: { entry: '.cache-all.ts', formats: ['es'], fileName: () => 'x-elements.bundle.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  });
} finally {
  rmSync('.cache-all.ts', { force: true });
}

const manifest = await buildManifest();
writeDeclarations(manifest);

// Sizes and budgets.
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const files = [];
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).forEach((d) => {
  const p = `${dir}/${d.name}`;
  if (d.isDirectory()) walk(p);
  else if (p.endsWith('.js')) files.push(p);
});
walk('dist');
const toRegex = (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
let over = 0;
console.log('\nfile                                   bytes    gzip   budget');
for (const file of files.sort()) {
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 }).length;
  const entry = Object.entries(budgets).find(([glob]) => !glob.startsWith('$') && toRegex(glob).test(file));
  const budget = entry?.[1];
  const flag = budget !== undefined && gz > budget ? '  OVER BUDGET' : '';
  console.log(`${file.padEnd(36)} ${String(statSync(file).size).padStart(7)} ${String(gz).padStart(7)} ${String(budget ?? '-').padStart(8)}${flag}`);
  if (flag) {
    over++;
    console.error(`Budget exceeded: ${file} is ${gz} bytes gzip; its budget (${entry[0]} in budgets.json) is ${budget} bytes.`);
  }
}
console.log(`\nautoloader: ${gzipSync(readFileSync('dist/x-elements.js'), { level: 9 }).length} bytes gzip (budget ${budgets['dist/x-elements.js']})`);
console.log(`manifest: ${manifest.modules.length} elements in custom-elements.json`);
if (over) process.exit(1);
