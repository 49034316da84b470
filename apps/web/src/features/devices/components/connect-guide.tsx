import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MessageSquareText, Settings2, Link2, TriangleAlert } from 'lucide-react';
import type { DeviceProtocolInfo } from '@fleet/shared/schemas/devices';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { guideLines, type GuideLineKind } from '@/features/devices/connect-guides';
import { CopyButton } from '@/features/devices/components/copy-button';

export type ProtocolsInfo = { host: string; protocols: DeviceProtocolInfo[] };

type ConnectGuideProps = {
  /** The API's answer; undefined while it loads. */
  info: ProtocolsInfo | undefined;
  /** The API could not be read. */
  failed?: boolean;
  onRetry?: () => void;
  protocol: string;
  onProtocolChange: (protocol: string) => void;
  /** The vehicle's device id, when known: written into the lines that name the device. */
  deviceId?: string | null;
};

const KIND_ICONS: Record<GuideLineKind, typeof Settings2> = {
  sms: MessageSquareText,
  setting: Settings2,
  url: Link2,
};

/** The host, the port and the commands for one protocol, chosen in a select (docs/api.md#devices). */
export function ConnectGuide({
  info,
  failed = false,
  onRetry,
  protocol,
  onProtocolChange,
  deviceId,
}: ConnectGuideProps) {
  const { t } = useTranslation('devices');
  const selectId = useId();

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm" data-testid="connect-guide-error">
        <p className="font-semibold">{t('connect.error')}</p>
        {onRetry && (
          <button
            type="button"
            className="font-semibold text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
            onClick={onRetry}
          >
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (!info) {
    return (
      <div className="flex flex-col gap-3" data-skeleton data-testid="connect-guide-loading">
        <Skeleton className="h-[50px] w-full max-w-sm" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  const selected = info.protocols.find((p) => p.name === protocol) ?? info.protocols[0];
  if (!selected) return null;
  const lines =
    selected.port === null
      ? []
      : guideLines(selected.name, { host: info.host, port: selected.port, deviceId });

  return (
    <div className="flex flex-col gap-4" data-testid="connect-guide" data-protocol={selected.name}>
      <div className="flex max-w-xl flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold">
          {t('connect.protocol')}
        </label>
        <div className="relative">
          <select
            id={selectId}
            value={selected.name}
            onChange={(event) => onProtocolChange(event.target.value)}
            className={cn(
              'flex h-[50px] w-full appearance-none rounded-md border border-input bg-card ps-3.5 pe-10 text-sm shadow-xs outline-none',
              'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
            )}
            data-testid="connect-protocol"
          >
            {info.protocols.map((p) => (
              <option key={p.name} value={p.name}>
                {p.label} — {t(`connect.models.${p.name}`)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        <Value label={t('connect.host')} value={info.host} testId="connect-host" />
        <Value
          label={t('connect.port')}
          value={selected.port === null ? null : String(selected.port)}
          testId="connect-port"
        />
        <Value
          label={t('connect.transport')}
          value={selected.transport.toUpperCase()}
          testId="connect-transport"
        />
      </dl>

      {selected.port === null ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm"
          data-testid="connect-listener-off"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('connect.listener_off', { protocol: selected.label })}{' '}
            <bdi dir="ltr" className="font-mono">
              {selected.env_var}
            </bdi>
          </span>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t(`connect.intro`, { protocol: selected.label })}</p>
          <ol className="flex flex-col gap-3" data-testid="connect-lines">
            {lines.map((line, index) => {
              const Icon = KIND_ICONS[line.kind];
              const label = t(`guides.${selected.name}.${line.key}`);
              return (
                <li
                  key={`${line.key}-${index}`}
                  className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-3"
                  data-testid="connect-line"
                  data-kind={line.kind}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="flex items-center gap-2 text-sm font-semibold">
                      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                      <span>
                        <span className="sr-only">{t(`connect.kinds.${line.kind}`)}: </span>
                        {label}
                      </span>
                    </p>
                    <CopyButton text={line.text} label={label} testId="connect-copy" />
                  </div>
                  <code
                    dir="ltr"
                    className="block rounded-md border bg-card px-3 py-2 text-start font-mono text-sm break-all whitespace-pre-wrap"
                    data-testid="connect-line-text"
                  >
                    {line.text}
                  </code>
                  {line.note && (
                    <p className="text-xs text-muted-foreground">
                      {t(`guides.${selected.name}.${line.note}`)}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="text-xs text-muted-foreground">{t('connect.placeholders')}</p>
        </>
      )}
    </div>
  );
}

function Value({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation('devices');
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border p-3" data-testid={testId}>
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-bold break-all">
        {value === null ? (
          <span className="font-normal text-muted-foreground">{t('connect.off')}</span>
        ) : (
          <bdi dir="ltr" className="font-mono">
            {value}
          </bdi>
        )}
      </dd>
    </div>
  );
}
