import type { LoginRequest } from '@lobby/contract';
import { AUTH_LIMITS, FIELD_RULES, type FieldCheck } from '@lobby/contract';
import { CirclePlay, LogIn, Smartphone, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { CAPTCHA_FIELD_RULE } from '../../shared/forms/field-rules.ts';
import { type Problem, problemText } from '../../shared/forms/problem.ts';
import { fieldProblemOf, refusalOf } from '../../shared/forms/server-errors.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession, useSessionRestoring } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Auth.module.css';
import { login } from './api/login.ts';
import { CaptchaField, useCaptcha } from './CaptchaField.tsx';
import { codeTargetOf, MOBILE_ALIASES } from './code-target.ts';
import { exclusionRefusalText } from './exclusion-refusal.ts';
import { closeLoginDialog } from './login-dialog-store.ts';
import { type LoginMethod, loginMethods, restoreLogin, socialLoginProviders } from './login-rules.ts';
import { MethodToggle } from './MethodToggle.tsx';
import { MobileField } from './MobileField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { readRememberedLogin, writeAutoLogin, writeRememberedLogin } from './remembered-login.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { startSession } from './session-start.ts';
import { showSendCodeError } from './show-send-code-error.ts';
import { TextField } from './TextField.tsx';
import { startTestPlay } from './test-play.ts';
import { useCountry } from './use-country.ts';

type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/** The shared login check (loginUsername, loginPassword, loginMobileNum, verificationCode of spec §5). */
const LOGIN_RULES: Record<LoginField, FieldCheck> = {
  username: { required: true },
  password: { required: true, keepSpaces: true },
  mobileNum: { required: true, ...FIELD_RULES.mobileNum },
  verificationCode: { required: true, ...FIELD_RULES.verificationCode },
  captcha: CAPTCHA_FIELD_RULE,
};

const LOGIN_FIELDS = Object.keys(LOGIN_RULES) as LoginField[];

const fieldsOf = (method: LoginMethod, withCaptcha: boolean): LoginField[] => [
  ...(method === 'username'
    ? (['username', 'password'] as const)
    : (['mobileNum', 'verificationCode'] as const)),
  ...(withCaptcha ? (['captcha'] as const) : []),
];

/** Wrong credentials are told at the secret the player typed (password or SMS code), not in a toast. */
function wrongCredentialsOf(
  error: unknown,
  method: LoginMethod,
): { field: LoginField; problem: Problem } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'invalid_credentials') return undefined;
  return method === 'username'
    ? { field: 'password', problem: { code: 'invalid_credentials' } }
    : { field: 'verificationCode', problem: { code: 'invalid_credentials_sms' } };
}

export type LoginOutcome = 'member' | 'trial';

interface LoginFormProps {
  /** Tells apart the forms on one page (the screen and the modal each have their own captcha). */
  formId: string;
  onDone: (outcome: LoginOutcome) => void;
}

/**
 * Login by username and password, or by mobile and SMS code when MOBILEVERCODELOGIN3 is on; the captcha
 * appears once a failure asks for it; "remember me" keeps a revocable token, never the password.
 */
export function LoginForm({ formId, onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const [, navigate] = useLocation();
  const methods = loginMethods(info.whitelabel);
  const social = socialLoginProviders(info.whitelabel);
  const [remembered] = useState(readRememberedLogin);
  const [restored] = useState(() => restoreLogin(remembered, info.whitelabel.MOBILEVERCODELOGIN3 === true));
  const [method, setMethod] = useState<LoginMethod>(restored?.method ?? 'username');
  const { countries, country, setCountry } = useCountry(remembered?.countryDialingCode, method === 'sms');
  const [remember, setRemember] = useState(remembered !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(`login-${formId}`, captchaShown);
  const [busy, setBusy] = useState(false);
  // A time-out or self-exclusion: stays on the form (a toast would vanish before the end time is read).
  const [exclusion, setExclusion] = useState<string>();
  const locale = languageTag(useLanguage());
  const form = useForm<LoginField>({
    initial: {
      username: restored?.username ?? '',
      password: '',
      mobileNum: restored?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
    },
    order: LOGIN_FIELDS,
    ruleOf: (field) => LOGIN_RULES[field],
  });
  const { values, setValues, setProblems, set, errorOf, refOf, focus } = form;

  // A remembered login being restored as the app opened: the form waits, and a restored member goes on.
  const restoring = useSessionRestoring();
  const session = useSession();
  const [awaitingRestore, setAwaitingRestore] = useState(restoring);
  useEffect(() => {
    if (!awaitingRestore || restoring) return;
    setAwaitingRestore(false);
    if (session) onDone('member');
  }, [awaitingRestore, restoring, session, onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || restoring) return;
    const fields = fieldsOf(method, captchaShown);
    if (!form.validate(fields)) return;
    const withCaptcha =
      captchaShown && captcha ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {};
    const request: LoginRequest =
      method === 'username'
        ? {
            type: 'username',
            username: values.username.trim(),
            password: values.password,
            remember,
            ...withCaptcha,
          }
        : {
            type: 'sms',
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: country?.dialingCode ?? '',
            verificationCode: values.verificationCode.trim(),
            remember,
            ...withCaptcha,
          };
    setBusy(true);
    setExclusion(undefined);
    try {
      const grant = await login(request);
      startSession(grant);
      if (remember) {
        writeRememberedLogin({
          type: method,
          username: method === 'username' ? values.username.trim() : values.mobileNum.trim(),
          countryDialingCode: country?.dialingCode ?? '',
          rememberToken: grant.rememberToken,
        });
        writeAutoLogin(grant.rememberToken !== undefined);
      } else {
        writeRememberedLogin(undefined);
        writeAutoLogin(false);
      }
      onDone('member');
    } catch (error) {
      setBusy(false);
      // A captcha is used up by any try; a failure that asks for one shows it (spec §4).
      if (captchaShown) refreshCaptcha();
      if (error instanceof ApiError && error.details.captcha) setCaptchaShown(true);
      setValues((current) => ({ ...current, captcha: '' }));
      const onField =
        fieldProblemOf(error, [...fields, 'captcha'], { aliases: MOBILE_ALIASES }) ??
        wrongCredentialsOf(error, method);
      const excluded = exclusionRefusalText(t, error, locale);
      if (excluded) {
        setExclusion(excluded);
      } else if (onField) {
        setProblems({ [onField.field]: onField.problem });
        focus(onField.field);
      } else {
        showToast(problemText(refusalOf(error)));
      }
    }
  };

  const testPlay = async () => {
    if (busy || restoring) return;
    // Where free play asks for the age confirmation (or is closed), the trial screen says so (decision 0056).
    if (info.verification.freePlay !== 'none') {
      closeLoginDialog();
      navigate(ROUTE_PATHS.trail);
      return;
    }
    setBusy(true);
    if (await startTestPlay()) onDone('trial');
    else setBusy(false);
  };

  const codeTarget = () => codeTargetOf(form, country, 'login');

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {methods.length > 1 ? (
        <MethodToggle
          label={t('auth.loginMethod')}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setProblems({});
          }}
          other={{ value: 'sms', label: t('auth.methodSms'), icon: Smartphone }}
        />
      ) : null}

      {method === 'username' ? (
        <>
          <TextField
            label={t('auth.fields.username')}
            icon={UserRound}
            value={values.username}
            onValueChange={set('username')}
            error={errorOf('username')}
            inputRef={refOf('username')}
            autoComplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            required
          />
          <PasswordField
            label={t('auth.fields.password')}
            value={values.password}
            onValueChange={set('password')}
            error={errorOf('password')}
            inputRef={refOf('password')}
            autoComplete="current-password"
            maxLength={AUTH_LIMITS.passwordMaxLength}
            required
          />
        </>
      ) : (
        <>
          <MobileField
            label={t('auth.fields.mobileNum')}
            countries={countries}
            country={country}
            onCountryChange={setCountry}
            value={values.mobileNum}
            onValueChange={set('mobileNum')}
            error={errorOf('mobileNum')}
            inputRef={refOf('mobileNum')}
            required
          />
          <SmsCodeField
            label={t('auth.fields.verificationCode')}
            value={values.verificationCode}
            onValueChange={set('verificationCode')}
            error={errorOf('verificationCode')}
            inputRef={refOf('verificationCode')}
            target={codeTarget}
            onSendError={(error) => showSendCodeError(error, setProblems)}
            required
          />
        </>
      )}

      {captchaShown ? (
        <CaptchaField
          label={t('auth.captcha')}
          captcha={captcha}
          onRefresh={refreshCaptcha}
          value={values.captcha}
          onValueChange={set('captcha')}
          error={errorOf('captcha')}
          inputRef={refOf('captcha')}
          required
        />
      ) : null}

      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('auth.rememberMe')}
        </label>
        <Link to={ROUTE_PATHS.forget} className={styles.link}>
          {t('auth.forgotPassword')}
        </Link>
      </div>

      {exclusion ? (
        <p role="alert" className={styles.refusal}>
          {exclusion}
        </p>
      ) : null}

      <div className={styles.actions}>
        <Button type="submit" variant="gold" block icon={LogIn} flipInRtl disabled={busy || restoring}>
          {t('auth.loginButton')}
        </Button>
        <Button block icon={CirclePlay} disabled={busy || restoring} onClick={() => void testPlay()}>
          {t('auth.testPlay')}
        </Button>
      </div>

      {social.length > 0 ? (
        <section className={styles.social} aria-label={t('auth.socialTitle')}>
          <p className={styles.socialTitle}>{t('auth.socialTitle')}</p>
          <div className={styles.socialButtons}>
            {social.map((provider) => (
              <Button key={provider} onClick={() => showToast(t('common.unavailable'))}>
                {t(`auth.social.${provider}`)}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
    </form>
  );
}
