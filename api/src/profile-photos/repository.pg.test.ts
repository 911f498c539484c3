import { profilePhotoCases } from '../testing/engine-cases/profile-photos.ts';

profilePhotoCases('postgres');
