import { useTranslation } from 'react-i18next';
import { CloudOff, HardDriveDownload, Loader2, RotateCw, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SyncActivity } from '../draft/use-draft-sync';

/** One line telling the driver where his report is: on the phone, uploading, waiting for the network. */
export function SyncStatus({
  activity,
  pendingCount,
  queued,
  saved,
  storageFailed,
}: {
  activity: SyncActivity;
  pendingCount: number;
  queued: boolean;
  saved: boolean;
  storageFailed: boolean;
}) {
  const { t } = useTranslation('driver');
  const [icon, text, tone] = storageFailed
    ? [TriangleAlert, t('sync.storage_failed'), 'danger']
    : activity === 'offline'
      ? [
          CloudOff,
          queued && pendingCount === 0
            ? t('sync.offline_queued')
            : t('sync.offline', { count: pendingCount }),
          'warn',
        ]
      : activity === 'uploading'
        ? [Loader2, t('sync.uploading', { count: pendingCount }), 'busy']
        : activity === 'sending'
          ? [Loader2, t('sync.sending'), 'busy']
          : activity === 'retrying'
            ? [RotateCw, t('sync.retrying'), 'warn']
            : [HardDriveDownload, saved ? t('sync.saved') : t('sync.saving'), 'quiet'];
  const Icon = icon;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
        tone === 'danger' && 'bg-destructive/10 text-destructive',
        tone === 'warn' && 'bg-amber-100 text-amber-900',
        tone === 'busy' && 'bg-primary-soft text-primary',
        tone === 'quiet' && 'text-muted-foreground',
      )}
      data-testid="sync-status"
      data-activity={activity}
      data-saved={saved ? 'true' : 'false'}
      data-pending={pendingCount}
    >
      <Icon className={cn('size-4 shrink-0', tone === 'busy' && 'animate-spin')} />
      {text}
    </p>
  );
}
