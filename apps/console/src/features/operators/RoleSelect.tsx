import { CONSOLE_ROLES, type ConsoleRole } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { Select } from '../../shared/ui/Select.tsx';

/** The choice of a console role, by its translated name. */
export function RoleSelect({
  value,
  onChange,
}: {
  value: ConsoleRole;
  onChange: (role: ConsoleRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('operators.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as ConsoleRole)}
      options={CONSOLE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
    />
  );
}
