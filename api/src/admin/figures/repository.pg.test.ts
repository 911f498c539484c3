import { adminFigureCases } from '../../testing/engine-cases/admin-figures.ts';

adminFigureCases('postgres');
