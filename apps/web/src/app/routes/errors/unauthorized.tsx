import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/app/routes/errors/error-page';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="403"
      title={t('errors.unauthorized_title')}
      text={t('errors.unauthorized_text')}
      icon={<ShieldOff className="size-8" />}
      testId="unauthorized-page"
    />
  );
}
