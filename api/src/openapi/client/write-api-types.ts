import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

/** `npm run openapi:types -w @flo/api`: rewrites api-types.gen.ts from the current routes. */
writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`Wrote ${API_TYPES_FILE.pathname}`);
