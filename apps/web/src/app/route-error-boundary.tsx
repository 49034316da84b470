import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

/** A page that failed to load or render: say so and offer a reload. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="grid min-h-svh place-content-center p-6 text-center" role="alert">
      <div className="mx-auto flex max-w-md flex-col items-center gap-4">
        <span className="grid size-14 place-content-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle className="size-7" />
        </span>
        <h1 className="text-xl font-extrabold">{t('errors.load_failed_title')}</h1>
        <p className="text-sm text-muted-foreground">{t('errors.load_failed_text')}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
        {/* Not `Button`: this page is in the first load, and `Button` brings tailwind-merge. */}
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          <RotateCcw />
          {t('actions.reload')}
        </button>
      </div>
    </div>
  );
}
