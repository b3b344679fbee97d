import { AUTH_LIMITS } from '@lobby/contract';
import { MessageSquareMore } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Auth.module.css';
import { type CodeTarget, sendVerificationCode } from './api/send-verification-code.ts';
import { countdownSeconds, useCountdown } from './countdown.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** The spec's loading time-out while a code is being sent. */
const SENDING_TOAST_MS = 10_000;

type SmsCodeFieldProps = Omit<TextFieldProps, 'type' | 'end' | 'icon'> & {
  /** The number to send to, once the mobile field checks out (it focuses itself otherwise). */
  target: () => CodeTarget | undefined;
  onSendError: (error: unknown) => void;
};

/**
 * The SMS code with its get-code button: after a send the button counts down per second (the server's
 * wait, 60 s by default) and stays disabled until zero.
 */
export function SmsCodeField({ target, onSendError, id, ...props }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;

  const send = async () => {
    const to = target();
    if (!to) return;
    setSending(true);
    const hide = showToast(t('common.in_please_wait'), 'wait', SENDING_TOAST_MS);
    try {
      const sent = await sendVerificationCode(to);
      hide();
      countdown.start(countdownSeconds(sent, Date.now()));
      showToast(t('auth.codeSent'), 'success');
      document.getElementById(inputId)?.focus();
    } catch (error) {
      hide();
      const wait = error instanceof ApiError ? error.details.retryAfterSeconds : undefined;
      if (
        wait !== undefined &&
        error instanceof ApiError &&
        error.code === 'verification_code_resend_too_soon'
      ) {
        countdown.start(wait);
      }
      onSendError(error);
    } finally {
      setSending(false);
    }
  };

  let buttonText = t('auth.getCode');
  if (sending) buttonText = t('auth.sendingCode');
  else if (countdown.seconds > 0) buttonText = t('auth.resendIn', { seconds: countdown.seconds });

  return (
    <TextField
      {...props}
      id={inputId}
      icon={MessageSquareMore}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_LIMITS.smsCodeMaxLength}
      dir="ltr"
      end={
        <Button
          size="sm"
          variant="gold"
          className={styles.codeButton}
          disabled={sending || countdown.seconds > 0}
          onClick={() => void send()}
        >
          {buttonText}
        </Button>
      }
    />
  );
}
