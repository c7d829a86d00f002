// The package's declarations as consumers' TypeScript reads them, under
// each module resolution a project may use (node16, nodenext, bundler):
// a small consumer project per mode in .cache/types-consumers, the package
// linked in as node_modules/x-elements, type-checked with the project's tsc.
// Run by npm test's types stage; exits non-zero naming the mode that fails.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const MODES = { node16: 'node16', nodenext: 'nodenext', bundler: 'esnext' };
const USAGE = `import { whenGranted, registerCaptchaProvider, type ConsentRecord } from 'x-elements/api';
import type { XTabsAttributes } from 'x-elements/elements/x-tabs';

whenGranted('analytics', () => undefined);
registerCaptchaProvider({ getToken: async () => 'token' });
const record: ConsentRecord | undefined = undefined;
const tabs: XTabsAttributes = { index: 1, hash: true, label: 'Plans' };
export { record, tabs };
`;

let failed = 0;
for (const [resolution, module] of Object.entries(MODES)) {
  const dir = resolve('.cache/types-consumers', resolution);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(resolve('.'), join(dir, 'node_modules/x-elements'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${resolution}`, type: 'module', private: true }));
  writeFileSync(join(dir, 'index.ts'), USAGE);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { module, moduleResolution: resolution, target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['es2022', 'dom'] },
    files: ['index.ts'],
  }));
  try {
    execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')], { stdio: 'pipe', encoding: 'utf8' });
    console.log(`types under ${resolution} resolution: ok`);
  } catch (error) {
    failed++;
    console.error(`types under ${resolution} resolution: failed\n${error.stdout}${error.stderr}`);
  }
}
process.exit(failed ? 1 : 0);
