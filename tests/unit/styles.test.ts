// @vitest-environment node
// A style module's CSS ships only through the modules an element passes to
// cssOf() (scripts/vite-xcss.mjs: each *.css.ts carries its own CSS). Class
// names re-exported from a shared style module are unstyled unless that
// module is passed too: the slide-in and fullscreen menus' buttons once were.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folders = readdirSync('elements', { withFileTypes: true }).filter((d) => d.isDirectory() && readdirSync(`elements/${d.name}`).includes('define.ts')).map((d) => d.name);

describe('element styles', () => {
  it.each(folders)('%s adopts every style module whose classes it uses', (folder) => {
    const dir = `elements/${folder}`;
    const define = readFileSync(`${dir}/define.ts`, 'utf8');
    const imported = new Map([...define.matchAll(/import \* as (\w+) from '([^']+\.css)'/g)].map(([, name, path]) => [resolve(dir, path!), name!]));
    const adopted = /cssOf\(([^)]*)\)/.exec(define)?.[1]?.split(',').map((s) => s.trim()) ?? [];
    const modules = readdirSync(dir).filter((f) => f.endsWith('.css.ts')).flatMap((f) => [...readFileSync(`${dir}/${f}`, 'utf8').matchAll(/^export \{[^}]*\} from '([^']+)'/gm)].map(([, path]) => resolve(dir, path!)));
    for (const module of modules) {
      const name = imported.get(module);
      expect(name, `${dir}/define.ts imports ${module}`).toBeDefined();
      expect(adopted, `${dir}/define.ts passes ${module} to cssOf()`).toContain(name);
    }
  });
});
