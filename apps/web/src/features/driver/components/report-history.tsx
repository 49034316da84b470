import { useTranslation } from 'react-i18next';
import { ClipboardCheck, ClipboardX, Loader2 } from 'lucide-react';
import { formatDisplayDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { useDriverExaminations } from '../api/get-examinations';
import { FixStatusBadge, SeverityBadge } from './status-badges';

/** The driver's reports, newest first: result, and for each fault its severity and fix status. */
export function ReportHistory() {
  const { t, i18n } = useTranslation('driver');
  const reports = useDriverExaminations();
  return (
    <section className="flex flex-col gap-3" data-testid="report-history">
      <h2 className="text-lg font-bold">{t('history.title')}</h2>
      {reports.isPending ? (
        <Loader2 className="mx-auto size-6 animate-spin text-primary" />
      ) : reports.isError ? (
        <p className="text-sm text-destructive">{t('history.load_failed')}</p>
      ) : reports.data.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.map((report) => {
            const damaged = report.parts.filter((part) => part.condition === 'damage');
            const faulty = report.result === 'faulty';
            return (
              <li
                key={report.id}
                className="rounded-lg border bg-card p-4 shadow-xs"
                data-testid="history-report"
                data-report-id={report.id}
                data-result={report.result}
                data-fix-status={report.fix_status ?? ''}
              >
                <div className="flex items-start gap-3">
                  <span
                    className={cn(
                      'grid size-9 shrink-0 place-content-center rounded-full',
                      faulty ? 'bg-destructive/10 text-destructive' : 'bg-emerald-100 text-emerald-700',
                    )}
                  >
                    {faulty ? <ClipboardX className="size-5" /> : <ClipboardCheck className="size-5" />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      {t(`type.${report.type}`)} · {report.vehicle.plate_number}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDisplayDateTime(report.submitted_at, i18n.language)}
                    </p>
                  </div>
                  <span className="text-sm font-semibold">
                    {faulty ? t('history.faults', { count: damaged.length }) : t('history.no_faults')}
                  </span>
                </div>
                {damaged.length > 0 && (
                  <ul className="mt-3 flex flex-col gap-2 border-t pt-3">
                    {damaged.map((part) => (
                      <li
                        key={part.id}
                        className="flex flex-wrap items-center gap-2 text-sm"
                        data-testid="history-part"
                        data-part={part.part}
                      >
                        <span className="min-w-0 flex-1">{part.label}</span>
                        {part.severity && <SeverityBadge severity={part.severity} />}
                        {part.fix_status && <FixStatusBadge status={part.fix_status} />}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
