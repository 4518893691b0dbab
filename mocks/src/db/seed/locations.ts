import type { DistrictRecord, NeighborhoodRecord, ProvinceRecord } from '../types.ts';
import { DISTRICTS_BY_PROVINCE } from './districts.ts';
import { NEIGHBORHOODS_BY_DISTRICT } from './neighborhoods.ts';
import { PROVINCE_NAMES } from './provinces.ts';

export interface LocationSeed {
  provinces: ProvinceRecord[];
  districts: DistrictRecord[];
  neighborhoods: NeighborhoodRecord[];
}

/** Province id = plate code; district id = plate*1000 + n; neighbourhood id = district*100 + n. */
export function seedLocations(): LocationSeed {
  const provinces = PROVINCE_NAMES.map((name, i) => ({ id: i + 1, name }));
  const districts: DistrictRecord[] = [];
  const neighborhoods: NeighborhoodRecord[] = [];
  for (const [plate, names] of Object.entries(DISTRICTS_BY_PROVINCE)) {
    const provinceId = Number(plate);
    names.forEach((name, i) => {
      const id = provinceId * 1000 + i + 1;
      districts.push({ id, provinceId, name });
      (NEIGHBORHOODS_BY_DISTRICT[`${provinceId}/${name}`] ?? []).forEach((hood, j) => {
        neighborhoods.push({ id: id * 100 + j + 1, districtId: id, name: hood });
      });
    });
  }
  return { provinces, districts, neighborhoods };
}
