import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end' | 'icon'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      icon={LockKeyhole}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <IconButton
          icon={shown ? EyeOff : Eye}
          label={t('auth.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        />
      }
    />
  );
}
