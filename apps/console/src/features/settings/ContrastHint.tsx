import { contrastRatio, MIN_TEXT_CONTRAST } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import styles from './Brand.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The WCAG contrast of the text colour on its fill, said as it is chosen, with a warning below 4.5:1
 * (decision 0072). Rounded down, so a ratio just under the bar never reads as meeting it.
 */
export function ContrastHint({ fill, text }: { fill: string; text: string }) {
  const { t, i18n } = useTranslation();
  const valid = HEX.test(fill) && HEX.test(text);
  const ratio = valid ? Math.floor(contrastRatio(fill, text) * 10) / 10 : 0;
  const shown = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
  const low = contrastRatio(fill, text) < MIN_TEXT_CONTRAST;
  return (
    <p role="status" className={valid && low ? styles.warning : styles.contrast}>
      {valid ? t(low ? 'settings.brand.contrastLow' : 'settings.brand.contrastGood', { ratio: shown }) : ''}
    </p>
  );
}
