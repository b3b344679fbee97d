import { AUTH_LIMITS } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import styles from './Auth.module.css';
import { type Captcha, captchaQuery } from './api/get-captcha.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A form's captcha: fetched while `enabled`; each answer uses it up, so the form refreshes it after a try. */
export function useCaptcha(form: string, enabled: boolean) {
  const query = useQuery({ ...captchaQuery(form), enabled });
  return {
    captcha: enabled ? query.data : undefined,
    refresh: () => void query.refetch(),
  };
}

type CaptchaFieldProps = Omit<TextFieldProps, 'type' | 'end' | 'icon'> & {
  captcha: Captcha | undefined;
  onRefresh: () => void;
};

/** The captcha answer beside its image; tapping the image draws a new one. */
export function CaptchaField({ captcha, onRefresh, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      icon={ShieldCheck}
      inputMode="numeric"
      autoComplete="off"
      maxLength={AUTH_LIMITS.captchaDigits}
      dir="ltr"
      end={
        <button
          type="button"
          className={styles.captchaImage}
          aria-label={t('auth.refreshCaptcha')}
          title={t('auth.refreshCaptcha')}
          onClick={onRefresh}
        >
          {captcha ? <img src={captcha.image} alt="" data-captcha-id={captcha.captchaId} /> : null}
        </button>
      }
    />
  );
}
