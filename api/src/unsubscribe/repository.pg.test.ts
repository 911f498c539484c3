import { unsubscribeCases } from '../testing/engine-cases/unsubscribe.ts';

unsubscribeCases('postgres');
