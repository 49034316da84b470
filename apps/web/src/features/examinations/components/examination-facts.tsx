import { useTranslation } from 'react-i18next';
import type { Examination } from '@fleet/shared/schemas/examinations';
import { formatDisplayDateTime } from '@/lib/dates';
import { Facts, type Fact } from '@/components/layout/facts';
import { FixStatusBadge, ResultBadge } from '@/features/examinations/components/badges';
import { formatDuration } from '@/features/examinations/format';

/** Vehicle, driver, type, date-time (12-hour), duration, result and fix status of a report. */
export function ExaminationFacts({ examination }: { examination: Examination }) {
  const { t, i18n } = useTranslation('examinations');
  const none = <span className="font-normal text-muted-foreground">—</span>;
  const facts: Fact[] = [
    {
      key: 'vehicle',
      label: t('fields.vehicle'),
      value: (
        <span className="flex flex-col">
          <bdi>{examination.vehicle.name}</bdi>
          <bdi dir="auto" className="self-start font-mono text-xs font-normal text-muted-foreground">
            {examination.vehicle.plate_number}
          </bdi>
        </span>
      ),
    },
    {
      key: 'driver',
      label: t('fields.driver'),
      value: examination.driver ? <bdi>{examination.driver.name}</bdi> : t('deleted_driver'),
    },
    { key: 'type', label: t('fields.type'), value: t(`types.${examination.type}`) },
    {
      key: 'submitted_at',
      label: t('fields.submitted_at'),
      value: formatDisplayDateTime(examination.submitted_at, i18n.language),
    },
    {
      key: 'started_at',
      label: t('fields.started_at'),
      value: formatDisplayDateTime(examination.started_at, i18n.language),
    },
    {
      key: 'duration',
      label: t('fields.duration'),
      value: formatDuration(examination.duration_seconds, t, i18n.language),
    },
    {
      key: 'result',
      label: t('fields.result'),
      value: <ResultBadge faulty={examination.result === 'faulty'} />,
    },
    {
      key: 'fix_status',
      label: t('fields.fix_status'),
      value: examination.fix_status ? (
        <FixStatusBadge status={examination.fix_status} testId="examination-fix-status" />
      ) : (
        none
      ),
    },
  ];
  return <Facts facts={facts} prefix="examination" />;
}
