import { carpetFittingCost } from './carpet-fitting-cost.ts';
import { engineeredVsSolid } from './engineered-vs-solid.ts';
import type { Guide } from './guide.ts';
import { laminateVsLvt } from './laminate-vs-lvt.ts';
import { preparingSubfloors } from './preparing-subfloors.ts';
import { tilesUnderfloorHeating } from './tiles-underfloor-heating.ts';
import { woodFloorCare } from './wood-floor-care.ts';

export type { Guide } from './guide.ts';

/** The flooring guides that ship with Flo, published at /content/{slug}. */
export const FLOORING_GUIDES: readonly Guide[] = [
  carpetFittingCost,
  engineeredVsSolid,
  laminateVsLvt,
  preparingSubfloors,
  tilesUnderfloorHeating,
  woodFloorCare,
];
