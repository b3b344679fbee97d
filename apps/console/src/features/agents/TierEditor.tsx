import { AGENT_PAY_BASES, type ContractKind, MAX_CONTRACT_TIERS } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Agents.module.css';
import type { PlanDraft, PlanProblem } from './plan-draft.ts';

const PROBLEMS = ['invalid_type', 'too_small', 'too_big', 'not_multiple_of'] as const;
type Known = (typeof PROBLEMS)[number] | 'custom';
const knownProblem = (code: string): Known =>
  (PROBLEMS as readonly string[]).includes(code) ? (code as Known) : 'custom';

interface Props {
  kind: ContractKind;
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  /** The draft's first problem; undefined when the contract schema accepts it. */
  problem: PlanProblem | undefined;
  caption: string;
}

/** A contract's terms as the reviewer may change them before approving: the basis and 1 to 20 tiers. */
export function TierEditor({ kind, draft, onChange, problem, caption }: Props) {
  const { t } = useTranslation();
  const problemId = useId();
  const basis = t(`agents.bases.${draft.basis}`);
  const rate = t(`agents.rateOf.${kind}`);
  const setTier = (index: number, field: 'threshold' | 'rate', value: string) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)),
    });
  const addTier = () => {
    const last = draft.tiers.at(-1);
    const threshold = (Number(last?.threshold) || 0) + 1000;
    onChange({
      ...draft,
      tiers: [...draft.tiers, { threshold: String(threshold), rate: last?.rate ?? '0' }],
    });
  };
  const invalid = (index: number, field: 'threshold' | 'rate') =>
    problem?.tier === index && problem.field === field
      ? ({ 'aria-invalid': true, 'aria-describedby': problemId } as const)
      : {};
  const tierInput = (
    tier: PlanDraft['tiers'][number],
    index: number,
    field: 'threshold' | 'rate',
    label: string,
  ) => (
    <input
      className={fieldStyles.input}
      type="number"
      min={0}
      step="any"
      inputMode="decimal"
      aria-label={t('agents.tierField', { tier: index + 1, field: label })}
      value={tier[field]}
      onChange={(event) => setTier(index, field, event.target.value)}
      {...invalid(index, field)}
    />
  );
  return (
    <fieldset className={styles.editor}>
      <legend>{caption}</legend>
      <p className={styles.note}>{t('agents.editHint')}</p>
      <Select
        label={t('agents.basis')}
        value={draft.basis}
        options={AGENT_PAY_BASES.map((value) => ({ value, label: t(`agents.bases.${value}`) }))}
        onChange={(event) => onChange({ ...draft, basis: event.target.value as PlanDraft['basis'] })}
      />
      <table className={styles.tiers}>
        <thead>
          <tr>
            <th scope="col">{t('agents.tier')}</th>
            <th scope="col">{t('agents.fromColumn', { basis })}</th>
            <th scope="col">{rate}</th>
            <th scope="col">{t('agents.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier has no identity but its place
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{tierInput(tier, index, 'threshold', basis)}</td>
              <td>{tierInput(tier, index, 'rate', rate)}</td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={t('agents.removeTierOf', { tier: index + 1 })}
                  disabled={draft.tiers.length === 1}
                  onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, at) => at !== index) })}
                >
                  {t('agents.removeTier')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="secondary" disabled={draft.tiers.length >= MAX_CONTRACT_TIERS} onClick={addTier}>
        {t('agents.addTier')}
      </Button>
      {problem ? (
        <p id={problemId} className={fieldStyles.problem}>
          {t(`agents.planProblems.${knownProblem(problem.code)}`, {
            tier: problem.tier + 1,
            field: problem.field === 'rate' ? rate : basis,
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
