import { businessReviewCases } from '../testing/engine-cases/business-reviews.ts';

businessReviewCases('sqlite');
