import { AUTH_LIMITS, type CreateDownlineRequest, isAgent } from '@lobby/contract';
import { Handshake, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Field } from '../../shared/ui/Field.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { FreeAccountNotice, useMemberGate } from '../shell/index.ts';
import styles from './Agents.module.css';
import { useCreateDownline } from './api/create-downline.ts';
import { useDownlines } from './api/get-downlines.ts';

const USERNAME = /^[A-Za-z0-9_]{4,20}$/;
const FIELDS = ['username', 'password', 'confirmPassword', 'type'] as const;
type FieldName = (typeof FIELDS)[number];
type Problems = Partial<Record<FieldName, string>>;

function DownlineForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [type, setType] = useState<CreateDownlineRequest['type']>(0);
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateDownline();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!USERNAME.test(username.trim())) next.username = t('errors.invalid_username');
    if (password.length < AUTH_LIMITS.passwordMinLength) next.password = t('errors.password_too_short');
    else if (confirm !== password) next.confirmPassword = t('errors.in_confirmation_correct');
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(
      { username: username.trim(), password, confirmPassword: confirm, type },
      {
        onSuccess: () => {
          showToast(t('agents.downlineCreated', { name: username.trim() }), 'success');
          setUsername('');
          setPassword('');
          setConfirm('');
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.details.field : undefined;
          const text = errorText(t, failure);
          if (field && (FIELDS as readonly string[]).includes(field)) setProblems({ [field]: text });
          else showToast(text);
        },
      },
    );
  };
  return (
    <Card as="form" onSubmit={submit} noValidate heading={t('agents.newDownline')}>
      <Field
        label={t('agents.username')}
        autoComplete="off"
        value={username}
        onValueChange={setUsername}
        error={problems.username}
        dir="ltr"
      />
      <Field
        label={t('agents.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={problems.password}
      />
      <Field
        label={t('agents.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={problems.confirmPassword}
      />
      <fieldset className={styles.types}>
        <legend className={fieldStyles.label}>{t('agents.accountType')}</legend>
        {([0, 1] as const).map((value) => (
          <label key={value} className={styles.typeOption}>
            <input type="radio" name="type" checked={type === value} onChange={() => setType(value)} />
            {t(value === 0 ? 'agents.typeMember' : 'agents.typeAgent')}
          </label>
        ))}
        {problems.type ? <p className={fieldStyles.error}>{problems.type}</p> : null}
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
    return downlines.isError ? (
      <EmptyState icon={Users} title={errorText(t, downlines.error)} />
    ) : (
      <Spinner label={t('common.loading')} />
    );
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

/** /m/agentRegister: an agent opens accounts for downline members or sub-agents and sees them listed. */
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
    </Screen>
  );
}
