import type { RealityCheckState } from '@lobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../shared/api/error-text.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { showToast } from '../../shared/ui/toast.ts';
import { formatMoney } from '../wallet/index.ts';
import { acknowledgeRealityCheck, realityCheckQuery } from './api/reality-check.ts';
import styles from './RealityCheckOverlay.module.css';

/** Whole minutes played as hours and minutes. */
function playedParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Tab and Shift+Tab wrap around the dialog's buttons instead of leaving for the browser's own controls. */
function keepFocusInside(event: ReactKeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  const wrapTo = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

interface ShownProps {
  check: RealityCheckState;
  onContinue: () => void;
  busy: boolean;
}

/**
 * The due check, a modal on the native dialog above the game frame: showModal() puts it in the top layer,
 * makes the game inert and keeps focus inside. Escape does not dismiss it; only its three choices do.
 */
function RealityCheckDialog({ check, onContinue, busy }: ShownProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const played = playedParts(check.playedSeconds);
  const net = `${check.currency} ${formatMoney(Math.abs(check.netResult))}`;
  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${dialogStyles.center}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-modal="true"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => keepFocusInside(event)}
      data-testid="reality-check"
    >
      <div className={dialogStyles.panel}>
        <div className={dialogStyles.titleRow}>
          <h2 id={titleId} className={dialogStyles.title}>
            {t('realityCheck.title')}
          </h2>
        </div>
        <div id={textId} className={`${dialogStyles.body} ${styles.facts}`}>
          <p>{t('realityCheck.played', played)}</p>
          <p>
            {check.netResult < 0
              ? t('realityCheck.netLoss', { amount: net })
              : t('realityCheck.netWin', { amount: net })}
          </p>
        </div>
        <div className={`${dialogStyles.actions} ${styles.actions}`}>
          <Button variant="primary" block onClick={onContinue} disabled={busy}>
            {t('realityCheck.continue')}
          </Button>
          <Button block onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('realityCheck.stop')}
          </Button>
          <Button variant="ghost" block onClick={() => navigate(ROUTE_PATHS.gameRecord)}>
            {t('realityCheck.history')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/** While a game is open: asks the server-kept clock and draws the due check over the game (decision 0052). */
export function RealityCheckOverlay() {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...realityCheckQuery(token ?? ''), enabled: Boolean(token) });
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  if (!token || !data?.due) return null;
  const onContinue = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(realityCheckQuery(token).queryKey, await acknowledgeRealityCheck());
    } catch (error) {
      showToast(errorText(t, error), 'short');
    } finally {
      setBusy(false);
    }
  };
  return <RealityCheckDialog check={data} onContinue={onContinue} busy={busy} />;
}
