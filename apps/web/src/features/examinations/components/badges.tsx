import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, CircleDashed, Repeat, Wrench, XCircle } from 'lucide-react';
import type { FixStatus, Severity } from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

const FIX_STYLES: Record<FixStatus, string> = {
  untreated: 'bg-destructive/10 text-destructive ring-destructive/25',
  not_fixed: 'bg-warning-soft text-amber-800 ring-warning/50',
  fixed: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
};
const FIX_ICONS = { untreated: CircleDashed, not_fixed: Wrench, fixed: CheckCircle2 } as const;

/** Untreated, not fixed, fixed: of a damaged part, or of a report as a whole. */
export function FixStatusBadge({
  status,
  testId = 'fix-status-badge',
}: {
  status: FixStatus;
  testId?: string;
}) {
  const { t } = useTranslation('examinations');
  const Icon = FIX_ICONS[status];
  return (
    <span className={cn(PILL, FIX_STYLES[status])} data-testid={testId} data-status={status}>
      <Icon className="size-3.5" />
      {t(`fix_status.${status}`)}
    </span>
  );
}

/** Faulty (a part was damaged) or faultless. */
export function ResultBadge({ faulty }: { faulty: boolean }) {
  const { t } = useTranslation('examinations');
  const Icon = faulty ? XCircle : CheckCircle2;
  return (
    <span
      className={cn(PILL, faulty ? FIX_STYLES.untreated : FIX_STYLES.fixed)}
      data-testid="result-badge"
      data-result={faulty ? 'faulty' : 'faultless'}
    >
      <Icon className="size-3.5" />
      {t(faulty ? 'result.faulty' : 'result.faultless')}
    </span>
  );
}

const SEVERITY_STYLES: Record<Severity, string> = {
  minor: 'bg-muted text-muted-foreground ring-border',
  major: 'bg-warning-soft text-amber-800 ring-warning/50',
  critical: 'bg-destructive text-destructive-foreground ring-destructive',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('examinations');
  return (
    <span
      className={cn(PILL, SEVERITY_STYLES[severity])}
      data-testid="severity-badge"
      data-severity={severity}
    >
      {severity === 'critical' && <AlertTriangle className="size-3.5" />}
      {t(`severity.${severity}`)}
    </span>
  );
}

/** The same part found damaged on the same vehicle again within the period (the spec's report flag). */
export function FlaggedBadge() {
  const { t } = useTranslation('examinations');
  return (
    <span
      className={cn(PILL, 'bg-violet-50 text-violet-700 ring-violet-600/25')}
      title={t('flagged_hint')}
      data-testid="flagged-badge"
    >
      <Repeat className="size-3.5" />
      {t('flagged')}
    </span>
  );
}
