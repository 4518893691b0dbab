import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListDistricts, useListNeighborhoods, useListProvinces } from '@carsi/sdk/main';

interface LocationFieldsProps {
  provinceId: string;
  districtId: string;
  neighborhood: string;
  errors: { provinceId?: string; districtId?: string; neighborhood?: string };
  onProvince: (id: string, name: string) => void;
  onDistrict: (id: string, name: string) => void;
  onNeighborhood: (name: string) => void;
}

/**
 * İl → ilçe → mahalle: each list is asked once the one above is chosen. Where the server knows no
 * neighbourhoods for a district, the neighbourhood is typed instead.
 */
export function LocationFields(props: LocationFieldsProps) {
  const { provinceId, districtId, neighborhood, errors, onProvince, onDistrict, onNeighborhood } = props;
  const province = Number(provinceId);
  const district = Number(districtId);
  const provinces = useListProvinces();
  const districts = useListDistricts(province, { query: { enabled: province > 0 } });
  const neighborhoods = useListNeighborhoods(province, district, { query: { enabled: province > 0 && district > 0 } });
  const typeNeighborhood = district > 0 && neighborhoods.isSuccess && neighborhoods.data.length === 0;

  return (
    <>
      <TextField
        select
        name="provinceId"
        label="İl"
        required
        value={provinceId}
        onChange={(event) => {
          const chosen = provinces.data?.find((p) => String(p.id) === event.target.value);
          onProvince(event.target.value, chosen?.name ?? '');
        }}
        error={errors.provinceId !== undefined}
        helperText={errors.provinceId}
        disabled={!provinces.data}
      >
        {(provinces.data ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="districtId"
        label="İlçe"
        required
        value={districtId}
        onChange={(event) => {
          const chosen = districts.data?.find((d) => String(d.id) === event.target.value);
          onDistrict(event.target.value, chosen?.name ?? '');
        }}
        error={errors.districtId !== undefined}
        helperText={errors.districtId ?? (province > 0 ? undefined : 'Önce il seçin.')}
        disabled={province <= 0 || !districts.data}
      >
        {(districts.data ?? []).map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      {typeNeighborhood ? (
        <TextField
          name="neighborhood"
          label="Mahalle"
          required
          value={neighborhood}
          onChange={(event) => onNeighborhood(event.target.value)}
          error={errors.neighborhood !== undefined}
          helperText={errors.neighborhood}
        />
      ) : (
        <TextField
          select
          name="neighborhood"
          label="Mahalle"
          required
          value={neighborhood}
          onChange={(event) => onNeighborhood(event.target.value)}
          error={errors.neighborhood !== undefined}
          helperText={errors.neighborhood ?? (district > 0 ? undefined : 'Önce ilçe seçin.')}
          disabled={district <= 0 || !neighborhoods.data}
        >
          {(neighborhoods.data ?? []).map((n) => (
            <MenuItem key={n.id} value={n.name}>
              {n.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
