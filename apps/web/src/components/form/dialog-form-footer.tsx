import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type DialogFormFooterProps = {
  pending: boolean;
  submitLabel: ReactNode;
  submitTestId: string;
  onCancel: () => void;
};

/** Cancel and submit (spinning while pending) under a form in a dialog; a page form has FormFooter. */
export function DialogFormFooter({ pending, submitLabel, submitTestId, onCancel }: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t('common:actions.cancel')}
      </Button>
      <Button type="submit" disabled={pending} data-testid={submitTestId}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
    </div>
  );
}
