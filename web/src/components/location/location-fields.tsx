import Stack from '@mui/material/Stack';
import { useListDistricts, useListNeighborhoods, useListProvinces } from '@/lib/api/location.ts';
import { LocationSelect } from './location-select.tsx';

export interface LocationValue {
  province: string;
  district: string;
  neighborhood: string;
}

type LocationKey = keyof LocationValue;

interface LocationFieldsProps {
  value: LocationValue;
  errors: Partial<Record<LocationKey, string>>;
  onChange: (name: LocationKey, value: string) => void;
  /** Company profiles need no neighbourhood. */
  withNeighborhood?: boolean;
  disabled?: boolean;
}

const idOf = (list: readonly { id: number; name: string }[] | undefined, name: string): number =>
  list?.find((item) => item.name === name)?.id ?? 0;

/**
 * İl → ilçe → mahalle from the location service; values are the names (the contract stores names),
 * choosing a province or district clears what depended on it.
 */
export function LocationFields({ value, errors, onChange, withNeighborhood = true, disabled = false }: LocationFieldsProps) {
  const provinces = useListProvinces({ query: { staleTime: Infinity } });
  const provinceId = idOf(provinces.data, value.province);
  const districts = useListDistricts(provinceId, { query: { enabled: provinceId > 0, staleTime: Infinity } });
  const districtId = idOf(districts.data, value.district);
  const neighborhoods = useListNeighborhoods(provinceId, districtId, {
    query: { enabled: withNeighborhood && provinceId > 0 && districtId > 0, staleTime: Infinity },
  });

  const pick = (name: LocationKey, next: string) => {
    onChange(name, next);
    if (name === 'province') {
      onChange('district', '');
      if (withNeighborhood) onChange('neighborhood', '');
    }
    if (name === 'district' && withNeighborhood) onChange('neighborhood', '');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocationSelect
        name="province"
        label="İl"
        value={value.province}
        options={provinces.data}
        onChange={(next) => pick('province', next)}
        error={errors.province}
        disabled={disabled}
        placeholder="İller yükleniyor…"
      />
      <LocationSelect
        name="district"
        label="İlçe"
        value={value.district}
        options={provinceId > 0 ? districts.data : undefined}
        onChange={(next) => pick('district', next)}
        error={errors.district}
        disabled={disabled}
        placeholder={provinceId > 0 ? 'İlçeler yükleniyor…' : 'Önce il seçin'}
      />
      {withNeighborhood && (
        <LocationSelect
          name="neighborhood"
          label="Mahalle"
          value={value.neighborhood}
          options={districtId > 0 ? neighborhoods.data : value.district !== '' && districts.data?.length === 0 ? [] : undefined}
          onChange={(next) => pick('neighborhood', next)}
          error={errors.neighborhood}
          disabled={disabled}
          placeholder={value.district !== '' ? 'Mahalleler yükleniyor…' : 'Önce ilçe seçin'}
        />
      )}
    </Stack>
  );
}
