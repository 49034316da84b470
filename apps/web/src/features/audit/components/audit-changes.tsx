import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@fleet/shared/schemas/audit';

function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** `field: old → new` per changed field (but those in `omit`); redacted values say so, never show a secret. */
export function AuditChanges({
  changes: all,
  omit,
}: {
  changes: AuditEntry['changes'];
  omit?: readonly string[];
}) {
  const { t } = useTranslation('audit');
  const changes =
    all && omit ? Object.fromEntries(Object.entries(all).filter(([field]) => !omit.includes(field))) : all;
  if (!changes || Object.keys(changes).length === 0) {
    return <span className="text-xs text-muted-foreground">{t('no_changes')}</span>;
  }
  const text = (value: unknown) => (value === '[redacted]' ? t('redacted') : shown(value, t('empty_value')));
  return (
    <dl className="flex max-w-md min-w-52 flex-col gap-1 text-xs" data-testid="audit-changes">
      {Object.entries(changes).map(([field, [before, after]]) => (
        <div key={field} className="flex flex-wrap gap-x-1.5" data-testid="audit-change" data-field={field}>
          <dt className="font-semibold">
            <bdi dir="ltr">{field}</bdi>:
          </dt>
          <dd className="min-w-0 break-words">
            <bdi className="text-muted-foreground line-through decoration-1">{text(before)}</bdi>
            <span aria-hidden className="mx-1 rtl:rotate-180 inline-block">
              →
            </span>
            <span className="sr-only">{t('changed_to')}</span>
            <bdi>{text(after)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
