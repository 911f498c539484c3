import { buildServer, SERVER_BUILD_FILE } from '../build/server-build.ts';

await buildServer(SERVER_BUILD_FILE);
console.log(`built ${SERVER_BUILD_FILE}`);
