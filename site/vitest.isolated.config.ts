import { ISOLATED_TESTS, siteProject } from './vitest.config.ts';

export default siteProject({ name: 'site-isolated', include: ISOLATED_TESTS, isolate: true });
