#!/usr/bin/env node
// The last step of `npm test`: the Vitest suite and the browser suite side by side, each line of
// their output prefixed with its suite's name. The browser tests spend most of their time
// waiting on the chat's typing pauses (docs/product/chat-flows.md), using under one core, so
// one after the other they left a core idle for nine minutes (docs/decisions/044-suite-time.md).
// Exits with the first failing suite's code once both have ended, so one failure still shows
// every other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SUITES = [
  { name: 'vitest', command: 'npx vitest run' },
  { name: 'browser', command: 'npm run test:browser --workspaces --if-present' },
];

function run({ name, command }) {
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${name}] ended ${code === 0 ? 'passing' : 'FAILING'} after ${seconds} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all(SUITES.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
