import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, KeyRound, Loader2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-error';
import { loadApi } from '@/lib/api-lazy';
import { showToast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { AuthShell } from '@/app/routes/auth/auth-shell';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button asChild size="lg" variant="outline" className="w-full">
      <Link to={paths.auth.login.getHref()}>
        <ArrowLeft className="rtl:rotate-180" />
        {t('forgot.back')}
      </Link>
    </Button>
  );
}

async function post(url: string, body: object): Promise<string> {
  const api = await loadApi();
  const response = await api.post<{ message: string }>(url, body, {
    skipAuthRedirect: true,
    skipErrorToast: true,
  });
  return response.data.message;
}

/** With mail configured, a reset link by email; without, accounts are managed by the administrator. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const config = useAppConfig();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const enabled = config.data?.password_reset === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      setSent(await post('/auth/forgot-password', { email: email.trim() }));
    } catch (failure) {
      setError(
        isApiRequestError(failure) ? (failure.fieldErrors.email?.[0] ?? failure.message) : t('login.failed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthShell title={t('forgot.title')}>
      <div className="flex flex-col gap-5" data-testid="forgot-password-page">
        <span className="grid size-12 place-content-center rounded-xl bg-primary-soft text-primary">
          <KeyRound className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-black tracking-tight">{t('forgot.title')}</h1>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            {enabled ? t('forgot.mail_text') : t('forgot.text')}
          </p>
        </div>
        {enabled &&
          (sent ? (
            <p
              className="rounded-lg bg-primary-soft px-4 py-3 text-sm"
              role="status"
              data-testid="forgot-sent"
            >
              {sent}
            </p>
          ) : (
            <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
              <FormField id="forgot-email" required label={t('login.email')} error={error ?? undefined}>
                <Input
                  id="forgot-email"
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  data-testid="forgot-email"
                />
              </FormField>
              <Button type="submit" size="lg" disabled={pending} data-testid="forgot-submit">
                {pending && <Loader2 className="animate-spin" />}
                {t('forgot.send')}
              </Button>
            </form>
          ))}
        <BackToLogin />
      </div>
    </AuthShell>
  );
}

/** `/auth/reset-password?token=…`: the link of the mail sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const message = await post('/auth/reset-password', { token: params.get('token') ?? '', password });
      showToast('success', message);
      void navigate(paths.auth.login.getHref(), { replace: true });
    } catch (failure) {
      if (isApiRequestError(failure)) setErrors(failure.fieldErrors);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthShell title={t('reset.title')}>
      <div className="flex flex-col gap-5" data-testid="reset-password-page">
        <h1 className="text-3xl font-black tracking-tight">{t('reset.title')}</h1>
        {errors.token && (
          <p
            className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive"
            role="alert"
            data-testid="reset-token-error"
          >
            {errors.token[0]}
          </p>
        )}
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id="reset-password" required label={t('reset.password')} error={errors.password?.[0]}>
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="reset-password"
            />
          </FormField>
          <Button type="submit" size="lg" disabled={pending} data-testid="reset-submit">
            {pending && <Loader2 className="animate-spin" />}
            {t('reset.submit')}
          </Button>
        </form>
        <BackToLogin />
      </div>
    </AuthShell>
  );
}
