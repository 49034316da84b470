import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LastReport } from '@fleet/shared/schemas/vehicles';
import { formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** How the attributes every protocol names alike are shown (docs/protocols/README.md#attribute-names-the-rest-of-the-server-reads). */
const UNITS: Record<string, { unit: 'volts' | 'percent' | 'km' | 'metres'; scale?: number; digits: number }> =
  {
    power: { unit: 'volts', digits: 2 },
    battery: { unit: 'volts', digits: 2 },
    batteryLevel: { unit: 'percent', digits: 0 },
    // Metres on the wire, kilometres to read.
    odometer: { unit: 'km', scale: 1 / 1000, digits: 1 },
    accuracy: { unit: 'metres', digits: 0 },
  };

function attributeValue(
  name: string,
  value: string | number | boolean,
  t: TFunction<'vehicles'>,
  language: string,
): string {
  if (typeof value === 'boolean') return value ? t('view.yes') : t('view.no');
  if (typeof value === 'string') return value;
  const shown = UNITS[name];
  if (!shown) return value.toLocaleString(language, { maximumFractionDigits: 6 });
  const number = (value * (shown.scale ?? 1)).toLocaleString(language, {
    maximumFractionDigits: shown.digits,
  });
  return t(`units.${shown.unit}`, { value: number });
}

/** What the vehicle's device said last: when, whether it had a fix, and every value it sent, by name. */
export function LastReportCard({ report }: { report: LastReport | null | undefined }) {
  const { t, i18n } = useTranslation('vehicles');
  const timeZone = useFleetTimeZone();
  const attributes = Object.entries(report?.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card data-testid="vehicle-last-report">
      <CardHeader>
        <CardTitle>{t('sections.last_report')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!report ? (
          <p className="text-sm text-muted-foreground" data-testid="last-report-none">
            {t('view.no_report')}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
              <div className="flex min-w-0 flex-col gap-1" data-testid="last-report-received">
                <dt className="text-xs font-semibold text-muted-foreground">{t('view.report_received')}</dt>
                <dd className="text-sm font-bold">
                  {formatZonedDateTime(report.server_time, timeZone, i18n.language)}
                </dd>
              </div>
              <div className="flex min-w-0 flex-col gap-1" data-testid="last-report-fix-time">
                <dt className="text-xs font-semibold text-muted-foreground">{t('view.report_fix_time')}</dt>
                <dd className="text-sm font-bold">
                  {formatZonedDateTime(report.fix_time, timeZone, i18n.language)}
                </dd>
              </div>
              <div className="flex min-w-0 flex-col gap-1" data-testid="last-report-fix">
                <dt className="text-xs font-semibold text-muted-foreground">{t('view.report_fix')}</dt>
                <dd className="text-sm font-bold">
                  {report.valid ? t('view.fix_valid') : t('view.fix_invalid')}
                </dd>
              </div>
            </dl>
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-bold">{t('view.attributes')}</h3>
              {attributes.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('view.no_attributes')}</p>
              ) : (
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="last-report-attributes">
                  {attributes.map(([name, value]) => {
                    const label = t(`attributes.${name}`, { defaultValue: '' });
                    return (
                      <div
                        key={name}
                        className="flex min-w-0 items-baseline justify-between gap-3 border-b py-1.5"
                        data-testid="last-report-attribute"
                        data-name={name}
                      >
                        <dt className="min-w-0 text-sm text-muted-foreground">
                          {label || (
                            <bdi dir="ltr" className="font-mono text-xs">
                              {name}
                            </bdi>
                          )}
                        </dt>
                        <dd className="min-w-0 text-end text-sm font-semibold break-all">
                          <bdi dir={typeof value === 'string' ? 'auto' : undefined}>
                            {attributeValue(name, value, t, i18n.language)}
                          </bdi>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
