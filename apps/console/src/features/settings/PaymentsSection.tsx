import { PAYOUT_KINDS, type ReceivingAccount } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { NumberSetting, SwitchSetting, TextSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const ACCOUNT_PARTS = ['bankName', 'accountName', 'accountNumber'] as const;
const EMPTY_ACCOUNT: ReceivingAccount = { bankName: '', accountName: '', accountNumber: '' };
const MAX_ACCOUNTS = 5;

/** The payout kinds members may withdraw to, with their fees (decision 0046). */
function PayoutKinds({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { kinds } = draft.config.payouts;
  return (
    <>
      <h3>{t('settings.payments.payouts')}</h3>
      {PAYOUT_KINDS.map((kind) => {
        const at = kinds.findIndex((offer) => offer.kind === kind);
        const offer = kinds[at];
        const name = t(`settings.payments.kind.${kind}`);
        return (
          <fieldset key={kind} className={styles.entry}>
            <legend>{name}</legend>
            <SwitchSetting
              label={t('settings.payments.offered', { kind: name })}
              checked={offer !== undefined}
              onChange={(on) =>
                change(
                  'config.payouts.kinds',
                  on
                    ? [...kinds, { kind, fixedFee: 0, percentFee: 0 }]
                    : kinds.filter((other) => other.kind !== kind),
                )
              }
            />
            {offer &&
              (['fixedFee', 'percentFee'] as const).map((part) => (
                <NumberSetting
                  key={part}
                  label={t(`settings.payments.${part}`, { kind: name, currency: draft.config.currency.code })}
                  value={offer[part]}
                  problem={problemAt(problems, `config.payouts.kinds.${at}.${part}`)}
                  onChange={(fee) => change(`config.payouts.kinds.${at}.${part}`, fee)}
                />
              ))}
          </fieldset>
        );
      })}
      <p className={styles.note}>{t('settings.payments.payoutsNote')}</p>
    </>
  );
}

/** The manual bank-transfer deposit channel: its receiving accounts and amount range (decision 0047). */
function BankTransfer({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { bankTransfer } = draft.config;
  const path = 'config.bankTransfer';
  return (
    <>
      <h3>{t('settings.payments.deposits')}</h3>
      <SwitchSetting
        label={t('settings.payments.bankTransfer')}
        checked={bankTransfer !== undefined}
        onChange={(on) =>
          change(path, on ? { accounts: [EMPTY_ACCOUNT], minAmount: 1, maxAmount: 1000 } : undefined)
        }
      />
      {bankTransfer && (
        <>
          <div className={styles.grid}>
            {(['minAmount', 'maxAmount'] as const).map((part) => (
              <NumberSetting
                key={part}
                label={t(`settings.payments.${part}`, { currency: draft.config.currency.code })}
                value={bankTransfer[part]}
                problem={problemAt(problems, `${path}.${part}`)}
                onChange={(amount) => change(`${path}.${part}`, amount)}
              />
            ))}
          </div>
          {bankTransfer.accounts.map((account, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: accounts have no identity but their place
            <fieldset key={index} className={styles.entry}>
              <legend>{t('settings.payments.account', { number: index + 1 })}</legend>
              {ACCOUNT_PARTS.map((part) => (
                <TextSetting
                  key={part}
                  label={t(`settings.payments.${part}`, { number: index + 1 })}
                  maxLength={part === 'accountNumber' ? 40 : 80}
                  value={account[part]}
                  problem={problemAt(problems, `${path}.accounts.${index}.${part}`)}
                  onChange={(value) => change(`${path}.accounts.${index}.${part}`, value)}
                />
              ))}
              <Button
                variant="secondary"
                disabled={bankTransfer.accounts.length === 1}
                onClick={() =>
                  change(
                    `${path}.accounts`,
                    bankTransfer.accounts.filter((_, at) => at !== index),
                  )
                }
              >
                {t('settings.payments.removeAccount', { number: index + 1 })}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="secondary"
            disabled={bankTransfer.accounts.length >= MAX_ACCOUNTS}
            onClick={() => change(`${path}.accounts`, [...bankTransfer.accounts, EMPTY_ACCOUNT])}
          >
            {t('settings.payments.addAccount')}
          </Button>
        </>
      )}
    </>
  );
}

/** Payout and deposit channels. */
export function PaymentsSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="settings-payments">
      <h2 id="settings-payments">{t('settings.sections.payments')}</h2>
      <PayoutKinds {...props} />
      <BankTransfer {...props} />
    </section>
  );
}
