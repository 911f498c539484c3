import { configure } from '@testing-library/react';

// Screens here wait on the real API over a real SQLite file; on a busy 2-core CI machine a
// round trip after a click can take longer than testing-library's 1 s default for `waitFor`
// and `findBy*` (an admin test timed out so in CI). Five seconds leaves room; a test still
// fails as soon as that runs out.
configure({ asyncUtilTimeout: 5_000 });
