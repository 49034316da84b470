import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { Driver } from '@fleet/shared/schemas/drivers';
import { cn } from '@/lib/cn';
import { formatDisplayDate } from '@/lib/dates';

const STYLES = {
  expired: 'bg-destructive/10 text-destructive ring-destructive/25',
  expiring: 'bg-warning-soft text-amber-800 ring-warning/50',
  valid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
} as const;
const ICONS = { expired: XCircle, expiring: AlertTriangle, valid: CheckCircle2 } as const;

/** The licence expiry date, flagged red when expired and amber within 30 days. */
export function LicenceBadge({ driver }: { driver: Pick<Driver, 'licence_status' | 'licence_expiry_date'> }) {
  const { t, i18n } = useTranslation('people');
  const Icon = ICONS[driver.licence_status];
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          STYLES[driver.licence_status],
        )}
        data-testid="licence-badge"
        data-state={driver.licence_status}
      >
        <Icon className="size-3.5" />
        {t(`licence.${driver.licence_status}`)}
      </span>
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {formatDisplayDate(driver.licence_expiry_date, i18n.language)}
      </span>
    </span>
  );
}
