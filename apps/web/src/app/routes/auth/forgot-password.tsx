import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { AuthShell } from '@/app/routes/auth/auth-shell';

/** There is no self-service reset: accounts are managed by the administrator. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('forgot.title')}>
      <div className="flex flex-col gap-5" data-testid="forgot-password-page">
        <span className="grid size-12 place-content-center rounded-xl bg-primary-soft text-primary">
          <KeyRound className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-black tracking-tight">{t('forgot.title')}</h1>
          <p className="mt-3 leading-relaxed text-muted-foreground">{t('forgot.text')}</p>
        </div>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={paths.auth.login.getHref()}>
            <ArrowLeft className="rtl:rotate-180" />
            {t('forgot.back')}
          </Link>
        </Button>
      </div>
    </AuthShell>
  );
}
