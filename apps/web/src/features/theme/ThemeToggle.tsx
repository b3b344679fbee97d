import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { setTheme, useTheme } from '../../shared/theme.ts';
import { IconButton } from '../../shared/ui/Button.tsx';

/** Switches between the dark (default) and light themes; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      icon={theme === 'dark' ? Sun : Moon}
      label={t(next === 'light' ? 'theme.switchToLight' : 'theme.switchToDark')}
      onClick={() => setTheme(next)}
    />
  );
}
