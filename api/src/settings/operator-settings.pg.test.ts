import { operatorSettingsCases } from '../testing/engine-cases/operator-settings.ts';

operatorSettingsCases('postgres');
