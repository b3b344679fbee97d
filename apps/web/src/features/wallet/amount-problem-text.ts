import type { TFunction } from 'i18next';
import type { AmountProblem } from './amount-rules.ts';
import { formatMoney } from './money-format.ts';

export const amountProblemText = (t: TFunction, problem: AmountProblem, locale: string): string =>
  problem.code === 'amount_out_of_range'
    ? t('wallet.amountRange', {
        min: formatMoney(problem.min, locale),
        max: formatMoney(problem.max, locale),
      })
    : t(`errors.${problem.code}`);
