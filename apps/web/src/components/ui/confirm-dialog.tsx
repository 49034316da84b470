import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '@/lib/return-focus';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Translated verb, e.g. "delete". */
  action: string;
  /** Translated thing, e.g. "role". */
  type: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
};

/** "are you sure you want to {action} {type}" with a confirm and a cancel button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  action,
  type,
  description,
  children,
  confirmLabel,
  destructive = true,
  pending = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <AlertDialog.Content
          dir={i18n.dir()}
          {...returnFocus}
          data-testid="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-start shadow-xl"
        >
          <AlertDialog.Title className="text-lg leading-snug font-bold">
            {t('confirm.title', { action, type })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description ?? t('confirm.description')}
          </AlertDialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending} data-testid="confirm-cancel">
                {t('actions.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending || confirmDisabled}
              onClick={onConfirm}
              data-testid="confirm-submit"
            >
              {pending && <Loader2 className="animate-spin" />}
              {confirmLabel ?? t('actions.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
