import { Fragment } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteHandles, useRouteMeta } from '@/lib/route-handle';

/** Page title from the route's title meta, under the breadcrumbs (module → action). */
export function PageTitle() {
  const { t } = useTranslation();
  const handles = useRouteHandles();
  const titleKey = useRouteMeta('titleKey');
  const crumbs = handles.flatMap((handle) => (handle.crumb ? [handle.crumb] : []));
  const title = titleKey ? t(titleKey) : '';

  useDocumentTitle(title);

  return (
    <div className="min-w-0">
      {crumbs.length > 1 && (
        <nav aria-label={t('breadcrumb.label')} data-testid="breadcrumbs">
          <ol className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground sm:flex-nowrap">
            {crumbs.map((crumb, index) => (
              <Fragment key={crumb.key}>
                {index > 0 && <ChevronLeft aria-hidden className="size-3 ltr:rotate-180" />}
                <li className="sm:truncate">
                  {crumb.to && index < crumbs.length - 1 ? (
                    <Link to={crumb.to} className="hover:text-foreground hover:underline">
                      {t(crumb.key)}
                    </Link>
                  ) : (
                    <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                      {t(crumb.key)}
                    </span>
                  )}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
      )}
      <p className="text-base font-bold break-words sm:truncate" data-testid="page-title">
        {title}
      </p>
    </div>
  );
}
