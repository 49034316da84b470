import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

/** Switches between Arabic and English; writes localStorage `lang` and flips the direction. */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="outline"
      size={compact ? 'icon-sm' : 'sm'}
      className={cn('gap-1.5', !compact && 'h-9 px-3', className)}
      onClick={() => changeLanguage(next)}
      aria-label={t('language.switch_to', { language: t(`language.${next}`) })}
      lang={next}
      data-testid="language-switch"
    >
      <Languages />
      {!compact && <span>{t(`language.${next}`)}</span>}
    </Button>
  );
}
