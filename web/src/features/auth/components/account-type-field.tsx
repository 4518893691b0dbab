import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { AccountType } from '@carsi/sdk/main';
import { useId } from 'react';

interface AccountTypeFieldProps {
  value: AccountType;
  onChange: (accountType: AccountType) => void;
  disabled?: boolean;
}

/**
 * Individual or company membership. Registration itself is the same for both (the contract's register
 * takes no account type); a company member fills the company profile in the next step, and it applies
 * once an administrator approves it.
 */
export function AccountTypeField({ value, onChange, disabled }: AccountTypeFieldProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend">
        Hesap türü
      </FormLabel>
      <RadioGroup
        row
        name="accountType"
        aria-labelledby={labelId}
        aria-describedby={helperId}
        value={value}
        onChange={(event) => onChange(event.target.value === AccountType.COMPANY ? AccountType.COMPANY : AccountType.INDIVIDUAL)}
      >
        <FormControlLabel value={AccountType.INDIVIDUAL} control={<Radio />} label="Bireysel" />
        <FormControlLabel value={AccountType.COMPANY} control={<Radio />} label="Kurumsal" />
      </RadioGroup>
      <FormHelperText id={helperId}>
        {value === AccountType.COMPANY
          ? 'Üyeliğin ardından şirket bilgilerinizi ve vergi levhanızı girersiniz; yönetici onayından sonra faturalarınız şirketiniz adına düzenlenir.'
          : 'Şirket adına alışveriş yapacaksanız Kurumsal’ı seçin.'}
      </FormHelperText>
    </FormControl>
  );
}
