import { configure } from '@testing-library/react';

// Screens here wait on the real API over a real SQLite file, each write fsynced. On a busy
// 2-core CI machine, with other test files writing their own databases at the same moment, a
// round trip after a click has taken over 5 s (an admin test timed out so in CI, twice), where
// it takes ~0.2 s alone. Fifteen seconds, as for a hydrated navigation (`NAVIGATION`), leaves
// room; a test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 15_000 });
