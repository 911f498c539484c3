import { quoteCases } from '../testing/engine-cases/quotes.ts';

quoteCases('sqlite');
