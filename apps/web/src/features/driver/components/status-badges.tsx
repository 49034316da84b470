import { useTranslation } from 'react-i18next';
import type { FixStatus, Severity } from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';

const FIX_TONE: Record<FixStatus, string> = {
  untreated: 'bg-destructive/10 text-destructive',
  not_fixed: 'bg-amber-100 text-amber-900',
  fixed: 'bg-emerald-100 text-emerald-800',
};

const SEVERITY_TONE: Record<Severity, string> = {
  minor: 'bg-muted text-foreground',
  major: 'bg-amber-100 text-amber-900',
  critical: 'bg-destructive text-white',
};

const BADGE = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold';

export function FixStatusBadge({ status }: { status: FixStatus }) {
  const { t } = useTranslation('driver');
  return (
    <span className={cn(BADGE, FIX_TONE[status])} data-testid="fix-status" data-status={status}>
      {t(`fix_status.${status}`)}
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('driver');
  return <span className={cn(BADGE, SEVERITY_TONE[severity])}>{t(`severity.${severity}`)}</span>;
}
