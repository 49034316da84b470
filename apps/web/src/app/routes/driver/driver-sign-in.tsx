import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Eye, EyeOff, Loader2, LogIn } from 'lucide-react';
import { DEFAULT_COUNTRY_CODE } from '@fleet/shared/constants';
import { driverLoginInputSchema } from '@fleet/shared/schemas/examinations';
import { isApiRequestError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { useSignIn } from '@/features/driver/api/sign-in';
import { DriverHeader } from './driver-header';

type Field = 'country_code' | 'phone' | 'password';

/** Country code (default +966), phone and password; the server's answer is shown on the form. */
export function DriverSignInPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('sign_in.title'));
  const signIn = useSignIn();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = driverLoginInputSchema.safeParse({ country_code: countryCode, phone, password });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onError: (error) => {
        if (!isApiRequestError(error)) return;
        setErrors({
          phone: error.fieldErrors.phone?.[0] ?? error.fieldErrors.country_code?.[0],
          password: error.fieldErrors.password?.[0],
        });
      },
    });
  };

  const error = signIn.error;
  const failure = !error
    ? null
    : isApiRequestError(error) && error.status === undefined
      ? t('sign_in.offline')
      : isApiRequestError(error) && !error.fieldErrors.phone && !error.fieldErrors.password
        ? error.message || t('sign_in.failed')
        : null;

  return (
    <div className="flex min-h-svh flex-col bg-background">
      <DriverHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 py-8">
        <div>
          <h1 className="text-2xl font-black tracking-tight">{t('sign_in.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('sign_in.subtitle')}</p>
        </div>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="driver-sign-in-form">
          {failure && (
            <div
              role="alert"
              className="flex items-start gap-2.5 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive"
              data-testid="driver-sign-in-error"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </div>
          )}
          <FormField id="driver-phone" required label={t('sign_in.phone')} error={errors.phone}>
            <PhoneField
              id="driver-phone"
              countryCode={countryCode}
              onCountryChange={setCountryCode}
              invalid={!!errors.phone}
              value={phone}
              onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
              placeholder="5XXXXXXXX"
              data-testid="driver-phone"
            />
          </FormField>
          <FormField id="driver-password" required label={t('sign_in.password')} error={errors.password}>
            <div className="relative">
              <Input
                id="driver-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="pe-12"
                aria-invalid={!!errors.password || undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                data-testid="driver-password"
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? t('sign_in.hide_password') : t('sign_in.show_password')}
                aria-pressed={showPassword}
                className="absolute end-1.5 top-1/2 grid size-9 -translate-y-1/2 place-content-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40"
              >
                {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
              </button>
            </div>
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={signIn.isPending}
            data-testid="driver-sign-in"
          >
            {signIn.isPending ? <Loader2 className="animate-spin" /> : <LogIn className="rtl:rotate-180" />}
            {signIn.isPending ? t('sign_in.submitting') : t('sign_in.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
