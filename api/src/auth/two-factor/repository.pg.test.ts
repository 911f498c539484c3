import { twoFactorCases } from '../../testing/engine-cases/two-factor.ts';

twoFactorCases('postgres');
