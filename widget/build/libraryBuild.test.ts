// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { WIDGET_BUILD } from '@flo/scripts/builds';
import { freshBuild } from '@flo/scripts/fresh-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// widget/dist/lib, built by `buildWidgetLibrary` (./libraryBuild.ts) through the widget's
// `build` script: under widget/, so the module's bare imports (react, xstate) resolve from the
// repository's node_modules, as they would from a host's.
const module = join(repoRoot, 'widget/dist/lib/index.js');
const declarations = join(repoRoot, 'widget/dist/lib/index.d.ts');
const consumerDir = await mkdtemp(join(tmpdir(), 'flo-widget-consumer-'));
afterAll(() => rm(consumerDir, { recursive: true, force: true }));

/**
 * Run by plain Node, outside vitest: browser globals become getters that record any read,
 * then the built module is imported and <FloChat/> rendered to a string, as a server would.
 * The external dependencies are imported first: react-dom feature-tests
 * `typeof window` when they load, which is theirs to do and no DOM access by Flo.
 */
const serverRenderScript = (moduleUrl: string) => `
const touched = [];
for (const name of ['window', 'document', 'navigator', 'location', 'customElements',
  'CSSStyleSheet', 'HTMLElement', 'sessionStorage', 'localStorage']) {
  Object.defineProperty(globalThis, name, { configurable: true, get: () => { touched.push(name); } });
}
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
await Promise.all(['react-dom/client', 'react/jsx-runtime', 'xstate'].map((id) => import(id)));
touched.length = 0;
const widget = await import(${JSON.stringify(moduleUrl)});
const touchedOnImport = [...touched];
const html = renderToString(createElement(widget.FloChat, { variant: 'embedded', className: 'slot' }));
console.log(JSON.stringify({ exports: Object.keys(widget).sort(), touchedOnImport, touched, html }));
`;

/** A host's code that type-checks only if the declarations are real (not `any`). */
const CONSUMER = `
import { FloChat, mount, on, type FloInstance, type FloOptions } from '@flo/widget';

const options: FloOptions = { variant: 'embedded', source: 'general_page_chatbot' };
const chat: FloInstance = mount('#chat-slot', options);
chat.open();
const stop: () => void = on('enquiry:submitted', ({ enquiryId }) => enquiryId.toUpperCase());
stop();
export const ok = <FloChat variant="bubble" on={{ close: ({ variant }) => variant }} />;
// @ts-expect-error not a Flo variant
export const badVariant = <FloChat variant="popup" />;
// @ts-expect-error not a chatbot source
export const badSource = <FloChat source="anywhere" />;
`;

/** A folder that has the built package and React's types, and nothing else. */
async function writeConsumerProject(declarations: string): Promise<void> {
  const packageDir = join(consumerDir, 'node_modules/@flo/widget');
  await mkdir(join(packageDir, 'dist/lib'), { recursive: true });
  await writeFile(
    join(packageDir, 'package.json'),
    await readFile(join(repoRoot, 'widget/package.json'), 'utf8'),
  );
  await writeFile(join(packageDir, 'dist/lib/index.d.ts'), await readFile(declarations, 'utf8'));
  await mkdir(join(consumerDir, 'node_modules/@types'), { recursive: true });
  for (const types of ['@types/react', 'csstype']) {
    await symlink(join(repoRoot, 'node_modules', types), join(consumerDir, 'node_modules', types));
  }
  await writeFile(join(consumerDir, 'consumer.tsx'), CONSUMER);
  const compilerOptions = {
    strict: true,
    noEmit: true,
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'bundler',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
  };
  await writeFile(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['consumer.tsx'] }),
  );
}

describe('widget npm entry (dist/lib)', () => {
  // The build of the current sources, made once per change of them and shared with the
  // script-tag, pack and browser tests (docs/decisions/044-suite-time.md); the wait may
  // include another workspace's build.
  beforeAll(() => freshBuild(WIDGET_BUILD, repoRoot), 300_000);

  it('is an ES module with React external and the stylesheets inlined as strings', async () => {
    const code = await readFile(module, 'utf8');
    expect(code).toMatch(/^import .* from "react\/jsx-runtime";$/m);
    expect(code).toMatch(/^export \{ FloChat, close, destroy, mount, on, open, toggle \};$/m);
    // Module syntax only: the bundled sources' doc comments still quote `@flo/...` imports.
    expect(code).not.toMatch(/^\s*(import|export)\b[^;]*?from\s*["'][^"']*(\?inline|@flo\/)/m);
    expect(code).not.toMatch(/\bimport\(\s*["'][^"']*(\?inline|@flo\/)/);
    expect(code).toContain('flo-launcher');
  });

  it('imports and server-renders in plain Node without touching a browser global', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', serverRenderScript(pathToFileURL(module).href)],
      { cwd: repoRoot },
    );
    const result = JSON.parse(stdout);
    expect(result.exports).toEqual(
      ['FloChat', 'close', 'destroy', 'mount', 'on', 'open', 'toggle'].sort(),
    );
    expect(result.touchedOnImport).toEqual([]);
    expect(result.touched).toEqual([]);
    expect(result.html).toBe('<div class="slot"></div>');
  });

  it('declares its types without the private workspaces or zod', async () => {
    const text = await readFile(declarations, 'utf8');
    expect(text).toMatch(/export declare function FloChat\(/);
    expect(text).not.toMatch(/(from|import\()\s*["'](@flo\/|zod)/);
    await writeConsumerProject(declarations);
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', consumerDir]).then(
      () => 'no errors',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('no errors');
  }, 60_000);
});
