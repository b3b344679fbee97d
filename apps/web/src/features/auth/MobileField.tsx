import type { Country } from '@lobby/contract';
import { AUTH_LIMITS } from '@lobby/contract';
import { DialingCodePicker } from './DialingCodePicker.tsx';
import type { TextFieldProps } from './TextField.tsx';
import { TextField } from './TextField.tsx';

type MobileFieldProps = Omit<TextFieldProps, 'type' | 'start'> & {
  countries: readonly Country[];
  country: Country | undefined;
  onCountryChange: (country: Country) => void;
};

/** A mobile number after its dialing code (digits only, at most 20). */
export function MobileField({
  countries,
  country,
  onCountryChange,
  onValueChange,
  ...props
}: MobileFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={AUTH_LIMITS.mobileMaxLength}
      dir="ltr"
      onValueChange={(value) => onValueChange?.(value.replace(/\D/g, ''))}
      start={<DialingCodePicker countries={countries} value={country} onChange={onCountryChange} />}
    />
  );
}
