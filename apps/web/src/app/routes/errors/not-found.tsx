import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/app/routes/errors/error-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="404"
      title={t('errors.not_found_title')}
      text={t('errors.not_found_text')}
      icon={<SearchX className="size-8" />}
      testId="not-found-page"
    />
  );
}
