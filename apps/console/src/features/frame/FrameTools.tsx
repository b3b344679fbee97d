import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, SESSION_QUERY_KEY } from '../../shared/api/session.ts';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, setLanguage } from '../../shared/i18n/i18n.ts';
import { readTheme, saveTheme } from '../../shared/theme.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './Frame.module.css';

/** Language, theme and logout. */
export function FrameTools({ csrfToken }: { csrfToken: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [theme, setTheme] = useState(readTheme);
  const signOut = useMutation({
    mutationFn: () => logout(csrfToken),
    // Signed out either way: a session the server already ended is as good as one ended now.
    onSettled: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
  });
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const toggleTheme = () => {
    saveTheme(nextTheme);
    setTheme(nextTheme);
  };
  return (
    <div className={styles.tools}>
      <select
        className={styles.select}
        aria-label={t('frame.language')}
        value={i18n.language}
        onChange={(event) => void setLanguage(event.target.value as ConsoleLanguage)}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
      <Button
        variant="onHeader"
        aria-label={t(nextTheme === 'dark' ? 'frame.themeDark' : 'frame.themeLight')}
        onClick={toggleTheme}
      >
        {nextTheme === 'dark' ? <Moon aria-hidden size={20} /> : <Sun aria-hidden size={20} />}
      </Button>
      <Button
        variant="onHeader"
        aria-label={t('frame.logout')}
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden size={20} />
        <span className={styles.logoutText}>{t('frame.logout')}</span>
      </Button>
    </div>
  );
}
