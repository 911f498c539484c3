import { loginCases } from '../testing/engine-cases/logins.ts';

loginCases('postgres');
