import type { JackpotSettings } from '@lobby/contract';
import { useEffect, useMemo, useState } from 'react';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import {
  initialJackpot,
  jackpotDelaySeconds,
  jackpotDigits,
  jackpotInHundredths,
  jackpotText,
  nextJackpot,
} from './home-rules.ts';
import styles from './JackpotCounter.module.css';

const DIGITS = '0123456789';

/** One digit as a column of 0–9 that rolls to the right place. */
function Digit({ value }: { value: string }) {
  return (
    <span className={styles.digit}>
      <span className={styles.column} style={{ transform: `translateY(${-Number(value) * 10}%)` }}>
        {DIGITS}
      </span>
    </span>
  );
}

/**
 * The decorative jackpot with the merchant's settings (decision 0062; the spec's: starts at 23,767,436.69 or
 * a little more, adds a random 100–500 every 3, 4 or 5 s, back to the start past 25,000,000), shown with two
 * decimals on a 10-digit roller. Screen readers get the value as text, written as the roller shows it, and
 * are not interrupted by its changes. A change of the settings starts it again. It counts only while on screen
 * in a shown page; for reduced motion the digits change in steps instead of rolling.
 */
export function JackpotCounter({ settings }: { settings: JackpotSettings }) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const jackpot = useMemo(() => jackpotInHundredths(settings), [settings]);
  const [value, setValue] = useState(() => initialJackpot(jackpot));
  const [box, onScreen] = useOnScreen();

  useEffect(() => {
    setValue(initialJackpot(jackpot));
  }, [jackpot]);

  useEffect(() => {
    if (!onScreen) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setValue((before) => nextJackpot(jackpot, before));
        schedule();
      }, jackpotDelaySeconds(jackpot) * 1000);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [jackpot, onScreen]);

  const digits = jackpotDigits(value);
  return (
    <section ref={box} className={styles.jackpot} aria-label={t('home.jackpot')}>
      <p className={styles.title} aria-hidden="true">
        {t('home.jackpot')}
      </p>
      <p className={styles.value} aria-live="off">
        <span className="visually-hidden">
          {t('home.jackpotValue', { value: `${info.currency.symbol}${jackpotText(value)}` })}
        </span>
        <span className={styles.roller} aria-hidden="true" dir="ltr">
          <span className={styles.currency}>{info.currency.symbol}</span>
          {[...digits].map((digit, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
            <span key={position} className={styles.place}>
              {position === 2 || position === 5 ? <span className={styles.separator}>,</span> : null}
              {position === 8 ? <span className={styles.separator}>.</span> : null}
              <Digit value={digit} />
            </span>
          ))}
        </span>
      </p>
    </section>
  );
}
