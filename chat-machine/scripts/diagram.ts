/** Writes the generated Mermaid state diagram into chat-machine/README.md between its markers. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withDiagram } from '../src/diagram.ts';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readmePath, 'utf8');
const after = withDiagram(before);
writeFileSync(readmePath, after);
console.log(before === after ? 'README diagram already up to date.' : 'README diagram updated.');
