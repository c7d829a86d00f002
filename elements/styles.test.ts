// @vitest-environment node
// A style module's CSS ships only through the modules an element passes to
// cssOf() (scripts/vite-xcss.mjs: each *.css.ts carries its own CSS). Class
// names re-exported from a shared style module are unstyled unless that
// module is passed too: the slide-in and fullscreen menus' buttons once were.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folders = readdirSync('elements', { withFileTypes: true }).filter((d) => d.isDirectory() && readdirSync(`elements/${d.name}`).includes('define.ts')).map((d) => d.name);

describe('element styles', () => {
  it.each(folders)('%s adopts every style module whose classes it uses', (folder) => {
    const dir = `elements/${folder}`;
    const define = readFileSync(`${dir}/define.ts`, 'utf8');
    const imported = new Map([...define.matchAll(/import \* as (\w+) from '([^']+\.css)'/g)].map(([, name, path]) => [resolve(dir, path!), name!]));
    const adopted = /cssOf\(([^)]*)\)/.exec(define)?.[1]?.split(',').map((s) => s.trim()) ?? [];
    // Classes re-exported or composed by its own style modules, and style
    // modules its components (and the shared components they use) import.
    const cssImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+\.css)'/g)].map(([, path]) => resolve(file, '..', path!));
    const reexported = readdirSync(dir).filter((f) => f.endsWith('.css.ts')).flatMap((f) => cssImports(`${dir}/${f}`).filter((m) => !m.endsWith('theme.css')));
    const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(css|test|browser)\.ts$|^define\.ts$/.test(f)).map((f) => `${dir}/${f}`);
    const shared = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '(\.\.\/behaviours\/[^']+)'/g)]
      .map(([, path]) => ['.tsx', '.ts'].map((ext) => resolve(dir, path! + ext)).find(existsSync)).filter((f): f is string => !!f));
    const used = [...sources, ...shared].flatMap((file) => cssImports(file).filter((m) => !m.startsWith(resolve(dir))));
    const modules = [...new Set([...reexported, ...used])];
    for (const module of modules) {
      const name = imported.get(module);
      expect(name, `${dir}/define.ts imports ${module}`).toBeDefined();
      expect(adopted, `${dir}/define.ts passes ${module} to cssOf()`).toContain(name);
    }
  });
});
