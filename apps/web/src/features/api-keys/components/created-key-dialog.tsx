import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type CreatedKeyDialogProps = {
  created: { name: string; key: string } | null;
  onClose: () => void;
};

/** What an integrator types first: list the vehicles the key may see. */
export function curlExample(key: string, origin: string): string {
  return `curl -H "Authorization: Bearer ${key}" -H "accept-language: en" ${origin}/api/dashboard/vehicles`;
}

function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-testid={testId}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? <Check /> : <Copy />}
      {copied ? t('api_keys.copied') : label}
    </Button>
  );
}

/** The key, shown once: copy it, and a curl line that works as is. */
export function CreatedKeyDialog({ created, onClose }: CreatedKeyDialogProps) {
  const { t } = useTranslation('settings');
  const curl = created ? curlExample(created.key, window.location.origin) : '';
  return (
    <Dialog open={!!created} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="api-key-created">
        <DialogHeader>
          <DialogTitle>{t('api_keys.created_title', { name: created?.name ?? '' })}</DialogTitle>
          <DialogDescription className="flex items-start gap-2 font-medium text-foreground">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {t('api_keys.shown_once')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold" id="api-key-value-label">
            {t('api_keys.your_key')}
          </span>
          <code
            dir="ltr"
            aria-labelledby="api-key-value-label"
            className="block rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all"
            data-testid="api-key-value"
          >
            {created?.key}
          </code>
          <div>
            <CopyButton text={created?.key ?? ''} label={t('api_keys.copy_key')} testId="api-key-copy" />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold" id="api-key-curl-label">
            {t('api_keys.try_it')}
          </span>
          <pre
            dir="ltr"
            aria-labelledby="api-key-curl-label"
            className="overflow-x-auto rounded-md border bg-muted px-3 py-2 text-start font-mono text-xs whitespace-pre-wrap break-all"
            data-testid="api-key-curl"
          >
            {curl}
          </pre>
          <div>
            <CopyButton text={curl} label={t('api_keys.copy_curl')} testId="api-key-copy-curl" />
          </div>
          <p className="text-xs text-muted-foreground">
            {t('api_keys.docs_hint')}{' '}
            <a
              dir="ltr"
              className="font-semibold text-primary underline"
              href="/api/docs"
              target="_blank"
              rel="noreferrer"
            >
              /api/docs
            </a>
          </p>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose} data-testid="api-key-done">
            {t('api_keys.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
