import { loginThrottleCases } from '../../testing/engine-cases/login-throttles.ts';

loginThrottleCases('postgres');
