import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `<title>`: the page title, then the product name, in the current language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : `${t('app.name')} | ${t('app.tagline')}`;
  }, [title, t]);
}
