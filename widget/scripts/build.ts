import { fileURLToPath } from 'node:url';
import { buildWidgetLibrary } from '../build/libraryBuild.ts';
import { buildWidget } from '../build/widgetBuild.ts';

const outDir = fileURLToPath(new URL('../dist', import.meta.url));
// The script-tag build empties dist/ first, so the npm entry (dist/lib) is built after it.
for (const file of await buildWidget(outDir)) console.log(`built ${file}`);
const library = await buildWidgetLibrary(`${outDir}/lib`);
console.log(`built ${library.module}`);
console.log(`built ${library.declarations}`);
