import { adminSubscriptionCases } from '../../testing/engine-cases/admin-subscriptions.ts';

adminSubscriptionCases('sqlite');
