import { engineCases } from '../../testing/engine-cases/engine.ts';

engineCases('postgres');
