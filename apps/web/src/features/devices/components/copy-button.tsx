import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Copies `text`; says so in words for a moment (read out by screen readers too). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation('devices');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const visible =
    state === 'copied'
      ? t('connect.copied')
      : state === 'failed'
        ? t('connect.copy_failed')
        : t('connect.copy');
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="shrink-0"
      onClick={() => void copy()}
      // The name starts with the visible word (WCAG 2.5.3) and says what is copied.
      aria-label={`${visible}: ${label}`}
      data-testid={testId}
      data-state={state}
    >
      {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{visible}</span>
    </Button>
  );
}
