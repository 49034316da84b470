import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Eye, EyeOff, Info, Loader2, LogIn } from 'lucide-react';
import type { LoginInput } from '@fleet/shared/schemas/auth';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { useLogin } from '@/features/auth/api/login';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { AuthShell } from '@/app/routes/auth/auth-shell';
import { safeRedirect } from '@/app/guards';

/*
 * The login form is a plain controlled form rather than react-hook-form + the shared zod schema:
 * those would add ~35 KB gzip to the first page load (budget 150 KB). The checks are the schema's
 * (required, email) with the shared message keys, and the server validates with the schema anyway.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type LoginErrors = Partial<Record<keyof LoginInput, string>>;

export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (!input.email) errors.email = 'validation.required';
  else if (!EMAIL_PATTERN.test(input.email)) errors.email = 'validation.email';
  if (!input.password) errors.password = 'validation.required';
  return errors;
}

function loginFailureMessage(error: unknown, fallback: string, offline: string): string {
  if (!isApiRequestError(error)) return fallback;
  if (error.status === undefined) return offline;
  return (
    error.fieldErrors.email?.[0] ??
    error.fieldErrors.password?.[0] ??
    error.fieldErrors.code?.[0] ??
    error.message ??
    fallback
  );
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useLogin();
  const config = useAppConfig();
  const demo = config.data?.demo ? config.data.demo_credentials : null;

  const setField = (field: keyof LoginInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: LoginInput = { email: values.email.trim().toLowerCase(), password: values.password };
    if (values.code?.trim()) input.code = values.code.trim();
    const found = validateLogin(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const profile = await login.submit(input);
    if (profile) void navigate(safeRedirect(params.get('redirectTo')), { replace: true });
  };

  // Two-factor sign-in: the server names `code` when the account needs one (or it was wrong).
  const needsCode =
    !!values.code || (isApiRequestError(login.error) && login.error.fieldErrors.code !== undefined);
  const failure = login.error
    ? loginFailureMessage(login.error, t('login.failed'), t('login.network_error'))
    : null;

  return (
    <AuthShell title={t('login.submit')}>
      <div className="flex flex-col gap-7">
        <div>
          <p className="text-sm font-bold text-primary">{t('login.welcome')}</p>
          <h1 className="mt-1.5 text-2xl font-black tracking-tight sm:text-3xl">{t('login.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('login.subtitle')}</p>
        </div>

        {demo && (
          <div
            className="flex items-start gap-3 rounded-lg border border-primary/25 bg-primary-soft px-4 py-3 text-sm"
            data-testid="demo-notice"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="font-bold">{t('login.demo_title')}</p>
              <p className="mt-0.5 text-muted-foreground">{t('login.demo_text')}</p>
              <p className="mt-1.5 font-mono text-xs break-all" dir="ltr">
                {demo.email} / {demo.password}
              </p>
              <Button
                variant="link"
                className="mt-1 h-auto p-0"
                data-testid="demo-fill"
                onClick={() => {
                  setValues({ email: demo.email, password: demo.password });
                  setErrors({});
                }}
              >
                {t('login.demo_fill')}
              </Button>
            </div>
          </div>
        )}

        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex flex-col gap-5"
          data-testid="login-form"
          aria-label={t('login.title')}
        >
          {failure && (
            <div
              role="alert"
              className="flex items-start gap-2.5 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive"
              data-testid="login-error"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </div>
          )}
          <FormField id="login-email" required label={t('login.email')} error={errors.email}>
            <Input
              id="login-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              dir="ltr"
              placeholder="name@company.com"
              className="rtl:text-right"
              aria-invalid={!!errors.email || undefined}
              data-testid="login-email"
              name="email"
              value={values.email}
              onChange={(event) => setField('email', event.target.value)}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
            />
          </FormField>
          <FormField id="login-password" required label={t('login.password')} error={errors.password}>
            <div className="relative">
              <Input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="pe-12"
                aria-invalid={!!errors.password || undefined}
                data-testid="login-password"
                name="password"
                value={values.password}
                onChange={(event) => setField('password', event.target.value)}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? t('login.hide_password') : t('login.show_password')}
                aria-pressed={showPassword}
                className="absolute end-1.5 top-1/2 grid size-9 -translate-y-1/2 place-content-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40"
                data-testid="toggle-password"
              >
                {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
              </button>
            </div>
          </FormField>
          {needsCode && (
            <FormField id="login-code" label={t('login.code')} hint={t('login.code_hint')}>
              <Input
                id="login-code"
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                className="text-start tracking-widest"
                value={values.code ?? ''}
                onChange={(event) => setField('code', event.target.value)}
                data-testid="login-code"
              />
            </FormField>
          )}
          <div className="-mt-1 flex justify-end">
            <Link
              to={paths.auth.forgotPassword.getHref()}
              className="text-sm font-semibold text-primary hover:underline"
              data-testid="forgot-password-link"
            >
              {t('login.forgot_password')}
            </Link>
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={login.isPending}
            data-testid="login-submit"
          >
            {login.isPending ? <Loader2 className="animate-spin" /> : <LogIn className="rtl:rotate-180" />}
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}
