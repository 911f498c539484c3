import { leadRotationCases } from '../testing/engine-cases/lead-rotation.ts';

leadRotationCases('sqlite');
