/** Countries, the 81 provinces, districts (ten largest provinces) and neighbourhoods (a few districts). */
import { http } from 'msw';
import { db } from '../db/database.ts';
import type { DistrictRecord, ProvinceRecord } from '../db/types.ts';
import { failWith, ok } from '../http/envelope.ts';

/** A path parameter may be the id (plate code) or the Turkish name. */
const byIdOrName = <T extends { id: number; name: string }>(rows: readonly T[], key: unknown): T | undefined => {
  const text = decodeURIComponent(String(key));
  return rows.find((r) => String(r.id) === text || r.name.toLocaleLowerCase('tr-TR') === text.toLocaleLowerCase('tr-TR'));
};

const provinceOf = (key: unknown): ProvinceRecord | undefined => byIdOrName(db.provinces, key);
const districtOf = (province: ProvinceRecord, key: unknown): DistrictRecord | undefined =>
  byIdOrName(db.districts.filter((d) => d.provinceId === province.id), key);

export const locationHandlers = [
  http.get('*/api/countrys', () => ok([{ id: 1, name: 'Türkiye', code: 'TR' }])),

  http.get('*/api/province', () => ok(db.provinces)),

  http.get('*/api/province/:province/district', ({ params }) => {
    const province = provinceOf(params.province);
    if (!province) return failWith('2000-0216');
    return ok(db.districts.filter((d) => d.provinceId === province.id));
  }),

  http.get('*/api/province/:province/district/:district/neighborhood', ({ params }) => {
    const province = provinceOf(params.province);
    if (!province) return failWith('2000-0216');
    const district = districtOf(province, params.district);
    if (!district) return failWith('2000-0206');
    return ok(db.neighborhoods.filter((n) => n.districtId === district.id));
  }),
];
