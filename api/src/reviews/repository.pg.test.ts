import { reviewCases } from '../testing/engine-cases/reviews.ts';

reviewCases('postgres');
