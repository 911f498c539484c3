import { subscriptionCases } from '../testing/engine-cases/subscriptions.ts';

subscriptionCases('sqlite');
