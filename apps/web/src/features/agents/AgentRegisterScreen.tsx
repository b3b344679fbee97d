import {
  AUTH_LIMITS,
  type CreateDownlineRequest,
  FIELD_RULES,
  type FieldCheck,
  isAgent,
} from '@lobby/contract';
import { Handshake } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm } from '../../shared/forms/use-form.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Field } from '../../shared/ui/Field.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Agents.module.css';
import { useCreateDownline } from './api/create-downline.ts';
import { useDownlines } from './api/get-downlines.ts';
import { ContractLinks } from './ContractLinks.tsx';

type FieldName = 'username' | 'password' | 'confirmPassword' | 'type';
const ORDER: readonly FieldName[] = ['username', 'password', 'confirmPassword', 'type'];

const RULES: Record<FieldName, FieldCheck | undefined> = {
  username: { required: true, requiredMessage: FIELD_RULES.username.message, ...FIELD_RULES.username },
  password: {
    required: true,
    requiredMessage: 'password_too_short',
    keepSpaces: true,
    minLength: AUTH_LIMITS.passwordMinLength,
    lengthMessage: 'password_too_short',
  },
  confirmPassword: undefined,
  type: undefined,
};

function DownlineForm() {
  const { t } = useTranslation();
  const form = useForm<FieldName>({
    initial: { username: '', password: '', confirmPassword: '', type: '0' },
    order: ORDER,
    ruleOf: (field) => RULES[field],
    extra: (field, values) =>
      field === 'confirmPassword' && values.confirmPassword !== values.password
        ? { code: 'in_confirmation_correct' }
        : undefined,
  });
  const { values } = form;
  const create = useCreateDownline();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const username = values.username.trim();
    create.mutate(
      {
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        type: Number(values.type) as CreateDownlineRequest['type'],
      },
      {
        onSuccess: () => {
          showToast(t('agents.downlineCreated', { name: username }), 'success');
          form.setValues((current) => ({ ...current, username: '', password: '', confirmPassword: '' }));
        },
        onError: (failure) => form.showRefusal(failure),
      },
    );
  };
  return (
    <Card as="form" onSubmit={submit} noValidate heading={t('agents.newDownline')}>
      <Field label={t('agents.username')} autoComplete="off" {...form.fieldProps('username')} dir="ltr" />
      <Field
        label={t('agents.password')}
        type="password"
        autoComplete="new-password"
        {...form.fieldProps('password')}
      />
      <Field
        label={t('agents.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.fieldProps('confirmPassword')}
      />
      <fieldset className={styles.types}>
        <legend className={fieldStyles.label}>{t('agents.accountType')}</legend>
        {([0, 1] as const).map((value) => (
          <label key={value} className={styles.typeOption}>
            <input
              type="radio"
              name="type"
              checked={values.type === String(value)}
              onChange={() => form.set('type')(String(value))}
            />
            {t(value === 0 ? 'agents.typeMember' : 'agents.typeAgent')}
          </label>
        ))}
        {form.errorOf('type') ? <p className={fieldStyles.error}>{form.errorOf('type')}</p> : null}
      </fieldset>
      <Button type="submit" variant="gold" block disabled={create.isPending}>
        {t('agents.createDownline')}
      </Button>
    </Card>
  );
}

function DownlineList() {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const downlines = useDownlines(true);
  if (!downlines.data) {
    return <QueryFallback query={downlines} />;
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <Card
      aria-label={t('agents.downlines')}
      heading={t('agents.downlinesCount', { count: downlines.data.totalCount })}
    >
      {downlines.data.list.length === 0 ? (
        <p className={styles.hint}>{t('agents.noDownlines')}</p>
      ) : (
        <ul className={styles.downlines} aria-label={t('agents.downlines')}>
          {downlines.data.list.map((downline) => (
            <li key={downline.account} className={styles.downline}>
              <span dir="ltr">{downline.account}</span>
              <span className={styles.hint}>
                {t(downline.type === 0 ? 'agents.typeMember' : 'agents.typeAgent')}
              </span>
              <time className={styles.hint} dateTime={downline.createdAt}>
                {date.format(new Date(downline.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /m/agentRegister, the agent centre: an agent opens accounts for downline members or sub-agents, sees them
 * listed, and opens each contract with its pay statement.
 */
export default function AgentRegisterScreen() {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const session = useSession();
  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  if (!session || !isAgent(session.type)) {
    return <EmptyState icon={Handshake} title={t('errors.agent_only')} />;
  }
  return (
    <Screen>
      <DownlineForm />
      <DownlineList />
      <ContractLinks />
    </Screen>
  );
}
