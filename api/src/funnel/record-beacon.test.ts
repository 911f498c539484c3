import { funnelCases } from '../testing/engine-cases/funnel.ts';

funnelCases('sqlite');
