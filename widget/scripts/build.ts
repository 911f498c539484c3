import { fileURLToPath } from 'node:url';
import { buildWidget } from '../build/widgetBuild.ts';

const outDir = fileURLToPath(new URL('../dist', import.meta.url));
for (const file of await buildWidget(outDir)) console.log(`built ${file}`);
