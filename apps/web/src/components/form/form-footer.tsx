import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type FormFooterProps = {
  pending: boolean;
  /** Uploads are running: submit waits for them and `uploadingNote` says so. */
  uploading?: boolean;
  uploadingNote?: ReactNode;
  submitLabel: ReactNode;
  submitTestId: string;
  onCancel: () => void;
};

/** The sticky bar under a page form: cancel and submit (spinning while pending). */
export function FormFooter({
  pending,
  uploading = false,
  uploadingNote,
  submitLabel,
  submitTestId,
  onCancel,
}: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 -mx-1 flex items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
      {uploading && <span className="me-auto text-sm text-muted-foreground">{uploadingNote}</span>}
      <Button variant="outline" className="h-[50px] px-6" onClick={onCancel} disabled={pending}>
        {t('common:actions.cancel')}
      </Button>
      <Button
        type="submit"
        className="h-[50px] px-8"
        disabled={pending || uploading}
        data-testid={submitTestId}
      >
        {pending && <Loader2 className="animate-spin" />}
        {submitLabel}
      </Button>
    </div>
  );
}
