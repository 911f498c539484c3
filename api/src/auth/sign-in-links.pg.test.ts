import { signInLinkCases } from '../testing/engine-cases/sign-in-links.ts';

signInLinkCases('postgres');
