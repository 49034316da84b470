import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, KeyRound, Loader2, LogOut, MonitorSmartphone, ShieldCheck, Trash2 } from 'lucide-react';
import { MEDIA_IMAGE_TYPES, MEDIA_MAX_IMAGE_BYTES } from '@fleet/shared/schemas/media';
import type { Session } from '@fleet/shared/schemas/auth';
import { isApiRequestError } from '@/lib/api-error';
import { useUser } from '@/lib/auth-store';
import { formatDisplayDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { uploadMedia } from '@/lib/upload-media';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import {
  useChangePassword,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRevokeSession,
  useSessions,
  useStartTwoFactor,
  useUpdateProfile,
} from '@/features/profile/api/profile';

type Errors = Record<string, string[]>;

/** Runs a mutation; field errors go to the form, the server's message to a toast. */
async function submit<T>(run: () => Promise<T>, setErrors: (errors: Errors) => void): Promise<T | null> {
  setErrors({});
  try {
    return await run();
  } catch (error) {
    if (isApiRequestError(error)) {
      setErrors(error.fieldErrors);
      showToast('error', error.message);
    }
    return null;
  }
}

/**
 * The user's photo: chosen files go to the media upload (as on the vehicle form), then straight onto the profile;
 * "Remove" clears it. The header's user menu shows it from the stored user.
 */
function PhotoField() {
  const { t } = useTranslation('profile');
  const user = useUser();
  const update = useUpdateProfile();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  const save = async (image: number | null) => {
    const saved = await submit(
      () => update.mutateAsync({ name: user.name, image, language: user.language }),
      (errors) => setError(errors.image?.[0] ?? null),
    );
    if (saved) showToast('success', saved.message ?? t('saved'));
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError(t('photo.type'));
    if (file.size > MEDIA_MAX_IMAGE_BYTES) return setError(t('photo.too_large'));
    setBusy(true);
    try {
      const media = await submit(
        () => uploadMedia(file),
        (errors) => setError(errors.file?.[0] ?? null),
      );
      if (media) await save(media.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4" data-testid="profile-photo">
      {user.image ? (
        <img
          src={user.image}
          alt={t('photo.alt', { name: user.name })}
          className="size-20 rounded-full object-cover"
          data-testid="profile-photo-image"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-20 place-content-center rounded-full bg-muted text-muted-foreground"
        >
          <ImagePlus className="size-8" />
        </span>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="profile-photo-input"
            type="file"
            accept={MEDIA_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            aria-label={t('photo.upload')}
            onChange={(event) => void onFile(event)}
            data-testid="profile-photo-input"
          />
          <Button
            type="button"
            variant="outline"
            disabled={busy || update.isPending}
            onClick={() => input.current?.click()}
            data-testid="profile-photo-upload"
          >
            {busy ? <Loader2 className="animate-spin" /> : <ImagePlus />}
            {user.image ? t('photo.replace') : t('photo.upload')}
          </Button>
          {user.image && (
            <Button
              type="button"
              variant="ghost"
              disabled={busy || update.isPending}
              onClick={() => void save(null)}
              data-testid="profile-photo-remove"
            >
              <Trash2 />
              {t('photo.remove')}
            </Button>
          )}
        </div>
        <p
          className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          role={error ? 'alert' : undefined}
        >
          {error ?? t('photo.hint')}
        </p>
      </div>
    </div>
  );
}

function ProfileCard() {
  const { t, i18n } = useTranslation('profile');
  const user = useUser();
  const update = useUpdateProfile();
  const [name, setName] = useState(user?.name ?? '');
  const [language, setLanguage] = useState<'ar' | 'en'>(
    user?.language ?? (i18n.language === 'en' ? 'en' : 'ar'),
  );
  const [errors, setErrors] = useState<Errors>({});
  if (!user) return null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await submit(() => update.mutateAsync({ name, language }), setErrors);
    if (!saved) return;
    showToast('success', saved.message ?? t('saved'));
    if (language !== i18n.language) await i18n.changeLanguage(language);
  };
  return (
    <Card data-testid="profile-card">
      <CardHeader>
        <CardTitle>{t('details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <PhotoField />
          <p className="text-sm text-muted-foreground">
            <bdi dir="ltr">{user.email}</bdi> · <bdi>{user.role.name}</bdi>
          </p>
          <FormField id="profile-name" required label={t('details.name')} error={errors.name?.[0]}>
            <Input
              id="profile-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={!!errors.name || undefined}
              data-testid="profile-name"
            />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">{t('details.language')}</legend>
            <div className="flex gap-4">
              {(['ar', 'en'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="language"
                    value={value}
                    checked={language === value}
                    onChange={() => setLanguage(value)}
                    data-testid={`profile-language-${value}`}
                    className="size-4 accent-primary"
                  />
                  {t(`details.languages.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="self-start" disabled={update.isPending} data-testid="profile-save">
            {t('details.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('profile');
  const user = useUser();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit(
      () => change.mutateAsync({ current_password: current, password: next }),
      setErrors,
    );
    if (!done) return;
    showToast('success', done.message);
    setCurrent('');
    setNext('');
  };
  return (
    <Card data-testid="password-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5" aria-hidden />
          {t('password.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {user?.must_change_password && (
          <p
            className="mb-4 rounded-md bg-amber-100 text-amber-950 p-3 text-sm font-semibold"
            role="status"
            data-testid="must-change-password"
          >
            {t('password.must_change')}
          </p>
        )}
        <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormField
            id="current-password"
            required
            label={t('password.current')}
            error={errors.current_password?.[0]}
          >
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              data-testid="current-password"
            />
          </FormField>
          <FormField id="new-password" required label={t('password.new')} error={errors.password?.[0]}>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              data-testid="new-password"
            />
          </FormField>
          <p className="text-xs text-muted-foreground">{t('password.hint')}</p>
          <Button
            type="submit"
            className="self-start"
            disabled={change.isPending}
            data-testid="password-save"
          >
            {t('password.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TwoFactorCard() {
  const { t } = useTranslation('profile');
  const user = useUser();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [recovery, setRecovery] = useState<string[] | null>(null);
  if (!user) return null;
  const enrolment = start.data;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit(() => enable.mutateAsync(code), setErrors);
    if (!done) return;
    showToast('success', done.message ?? '');
    setRecovery(done.data.recovery_codes);
    setCode('');
    start.reset();
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit(() => disable.mutateAsync(code), setErrors);
    if (!done) return;
    showToast('success', done.message);
    setCode('');
  };
  const codeField = (
    <FormField id="two-factor-code" required label={t('two_factor.code')} error={errors.code?.[0]}>
      <Input
        id="two-factor-code"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-48 text-start tracking-widest"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        data-testid="two-factor-code"
      />
    </FormField>
  );

  return (
    <Card data-testid="two-factor-card" data-enabled={user.two_factor_enabled}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden />
          {t('two_factor.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {user.two_factor_setup_required && (
          <p
            className="rounded-md bg-amber-100 text-amber-950 p-3 text-sm font-semibold"
            role="status"
            data-testid="two-factor-required"
          >
            {t('two_factor.required')}
          </p>
        )}
        <p className="text-sm" data-testid="two-factor-status">
          {user.two_factor_enabled ? t('two_factor.on') : t('two_factor.off')}
        </p>
        {recovery && (
          <div className="flex flex-col gap-2" data-testid="recovery-codes">
            <p className="text-sm font-semibold">{t('two_factor.recovery_title')}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm" dir="ltr">
              {recovery.map((item) => (
                <li key={item} data-testid="recovery-code">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
        {user.two_factor_enabled ? (
          <form className="flex flex-col gap-4" onSubmit={(event) => void turnOff(event)} noValidate>
            {codeField}
            <Button type="submit" variant="outline" className="self-start" data-testid="two-factor-disable">
              {t('two_factor.disable')}
            </Button>
          </form>
        ) : enrolment ? (
          <form className="flex flex-col gap-4" onSubmit={(event) => void confirm(event)} noValidate>
            <p className="text-sm">{t('two_factor.scan')}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t('two_factor.qr_alt')}
              className="size-48 rounded-md border bg-white p-2"
              data-testid="two-factor-qr"
            />
            <p className="text-xs text-muted-foreground">
              {t('two_factor.secret')}{' '}
              <code dir="ltr" className="font-mono break-all" data-testid="two-factor-secret">
                {enrolment.secret}
              </code>
            </p>
            {codeField}
            <Button
              type="submit"
              className="self-start"
              disabled={enable.isPending}
              data-testid="two-factor-confirm"
            >
              {t('two_factor.confirm')}
            </Button>
          </form>
        ) : (
          <Button
            className="self-start"
            onClick={() => void submit(() => start.mutateAsync(), setErrors)}
            disabled={start.isPending}
            data-testid="two-factor-start"
          >
            {t('two_factor.start')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('profile');
  const revoke = useRevokeSession();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid="session-row"
      data-current={session.current}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold" title={session.user_agent ?? undefined}>
            {session.user_agent ?? t('sessions.unknown_browser')}
          </p>
          <p className="text-xs text-muted-foreground">
            <bdi dir="ltr">{session.ip ?? '—'}</bdi> ·{' '}
            {t('sessions.last_used', { time: formatDisplayDateTime(session.last_used_at, i18n.language) })}
          </p>
        </div>
      </div>
      {session.current ? (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
          {t('sessions.current')}
        </span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, { onSuccess: (data) => showToast('success', data.message) })
          }
          aria-label={t('sessions.revoke_named', { browser: session.user_agent ?? '' })}
          data-testid="session-revoke"
        >
          <LogOut className="rtl:rotate-180" />
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}

function SessionsCard() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Card data-testid="sessions-card">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{t('sessions.title')}</CardTitle>
        {others > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              revoke.mutate('others', { onSuccess: (data) => showToast('success', data.message) })
            }
            data-testid="sessions-revoke-others"
          >
            {t('sessions.revoke_others')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** `/profile`: the signed-in user's own account — details, password, two-factor sign-in, sessions. */
export function ProfilePage() {
  return (
    <div className="grid gap-5 lg:grid-cols-2" data-testid="profile-page">
      <div className="flex min-w-0 flex-col gap-5">
        <ProfileCard />
        <PasswordCard />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </div>
  );
}

export default ProfilePage;
