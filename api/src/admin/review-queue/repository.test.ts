import { adminReviewCases } from '../../testing/engine-cases/admin-reviews.ts';

adminReviewCases('sqlite');
