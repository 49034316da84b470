import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Crosshair, Power, PowerOff, Send } from 'lucide-react';
import type { Command, CommandStatus, CommandType } from '@fleet/shared/schemas/commands';
import { COMMAND_MAX_TEXT } from '@fleet/shared/schemas/commands';
import { isApiRequestError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { HistoryList, HistoryRow } from '@/components/ui/history-list';
import { FormField } from '@/components/form/form-field';
import { useCancelCommand, useSendCommand, useVehicleCommands } from '@/features/commands/api/commands';

const STATUS_TONE: Record<CommandStatus, string> = {
  held: 'bg-warning-soft text-amber-800',
  queued: 'bg-warning-soft text-amber-800',
  sent: 'bg-primary-soft text-primary',
  answered: 'bg-primary-soft text-primary',
  expired: 'bg-muted text-muted-foreground',
  cancelled: 'bg-muted text-muted-foreground',
  failed: 'bg-destructive/10 text-destructive',
};

/** The status in words (never colour alone). */
export function CommandStatusBadge({ status }: { status: CommandStatus }) {
  const { t } = useTranslation('commands');
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold',
        STATUS_TONE[status],
      )}
      data-testid="command-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

type EngineCommand = Extract<CommandType, 'engine_stop' | 'engine_resume'>;

type CommandsPanelProps = {
  vehicle: { id: number; name: string; plate_number: string };
};

/**
 * A vehicle's "Commands" panel (vehicle page and live view): engine stop/resume behind a confirmation naming the
 * vehicle and asking the password, a position request, a technician's text, and the history updated live.
 */
export function CommandsPanel({ vehicle }: CommandsPanelProps) {
  const { t, i18n } = useTranslation('commands');
  const timeZone = useFleetTimeZone();
  const canSend = usePermission('send_commands');
  const history = useVehicleCommands(vehicle.id);
  const send = useSendCommand(vehicle.id);
  const cancel = useCancelCommand(vehicle.id);
  const [engine, setEngine] = useState<EngineCommand | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();

  const closeEngine = () => {
    setEngine(null);
    setPassword('');
    setPasswordError(undefined);
  };
  const confirmEngine = () => {
    if (!engine) return;
    send.mutate(
      { type: engine, password },
      {
        onSuccess: closeEngine,
        onError: (failure) => {
          if (isApiRequestError(failure))
            setPasswordError(failure.fieldErrors.password?.[0] ?? failure.fieldErrors.type?.[0]);
        },
      },
    );
  };
  const sendText = () => {
    setTextError(undefined);
    send.mutate(
      { type: 'custom', text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => {
          if (isApiRequestError(failure))
            setTextError(failure.fieldErrors.text?.[0] ?? failure.fieldErrors.type?.[0]);
        },
      },
    );
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-lg border bg-card p-5"
      aria-labelledby="commands-title"
      data-testid="commands-panel"
    >
      <h2 id="commands-title" className="text-base font-bold">
        {t('title')}
      </h2>
      {canSend && (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              onClick={() => setEngine('engine_stop')}
              data-testid="command-engine-stop"
            >
              <PowerOff aria-hidden />
              {t('types.engine_stop')}
            </Button>
            <Button
              variant="outline"
              onClick={() => setEngine('engine_resume')}
              data-testid="command-engine-resume"
            >
              <Power aria-hidden />
              {t('types.engine_resume')}
            </Button>
            <Button
              variant="outline"
              disabled={send.isPending}
              onClick={() => send.mutate({ type: 'position_request' })}
              data-testid="command-position-request"
            >
              <Crosshair aria-hidden />
              {t('types.position_request')}
            </Button>
          </div>
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              sendText();
            }}
          >
            <div className="grow">
              <FormField
                id="command-text"
                label={t('custom_label')}
                error={textError}
                hint={t('custom_hint')}
              >
                <Input
                  id="command-text"
                  dir="ltr"
                  value={text}
                  maxLength={COMMAND_MAX_TEXT}
                  aria-invalid={textError ? true : undefined}
                  onChange={(event) => {
                    setText(event.target.value);
                    setTextError(undefined);
                  }}
                  data-testid="command-text-input"
                />
              </FormField>
            </div>
            <Button
              type="submit"
              disabled={send.isPending || text.trim() === ''}
              data-testid="command-text-send"
            >
              <Send aria-hidden className="rtl:-scale-x-100" />
              {t('send')}
            </Button>
          </form>
        </>
      )}

      <h3 className="text-sm font-semibold text-muted-foreground">{t('history')}</h3>
      {!history.data ? (
        <Skeleton className="h-24" />
      ) : history.data.data.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="commands-empty">
          {t('empty')}
        </p>
      ) : (
        <HistoryList data-testid="commands-history">
          {history.data.data.map((command: Command) => (
            <HistoryRow
              key={command.id}
              data-testid="command-row"
              title={t(`types.${command.type}`)}
              status={<CommandStatusBadge status={command.status} />}
              action={
                command.actions.includes('cancel')
                  ? {
                      label: t('cancel'),
                      onClick: () => cancel.mutate(command.id),
                      disabled: cancel.isPending,
                      testId: 'command-cancel',
                    }
                  : null
              }
            >
              {command.text && (
                <bdi dir="ltr" className="font-mono text-xs text-muted-foreground">
                  {command.text}
                </bdi>
              )}
              <span className="text-xs text-muted-foreground">
                {formatZonedDateTime(command.created_at, timeZone, i18n.language)}
                {command.created_by && <> · {command.created_by.name}</>}
              </span>
              {command.reply && (
                <span className="text-xs" data-testid="command-reply">
                  {t('reply')}:{' '}
                  <bdi dir="ltr" className="font-mono">
                    {command.reply}
                  </bdi>
                </span>
              )}
            </HistoryRow>
          ))}
        </HistoryList>
      )}

      <ConfirmDialog
        open={engine !== null}
        onOpenChange={(open) => {
          if (!open) closeEngine();
        }}
        action={engine ? t(`confirm.${engine}`) : ''}
        type={t('confirm.type')}
        destructive={engine === 'engine_stop'}
        confirmLabel={engine ? t(`types.${engine}`) : undefined}
        pending={send.isPending}
        confirmDisabled={password === ''}
        onConfirm={confirmEngine}
        description={
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{vehicle.name}</bdi>
              {' — '}
              <bdi dir="auto" className="font-semibold text-foreground">
                {vehicle.plate_number}
              </bdi>
            </span>
            <span className="mt-1 block">{engine ? t(`confirm.${engine}_description`) : ''}</span>
          </>
        }
      >
        <FormField id="command-password" required label={t('password')} error={passwordError}>
          <Input
            id="command-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={passwordError ? true : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && password) confirmEngine();
            }}
            data-testid="command-password-input"
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}
