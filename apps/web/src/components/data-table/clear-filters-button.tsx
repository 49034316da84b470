import { FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Shown only when a query param other than page is set. Icon-only below 2xl like the other
 * toolbar actions, so a busy toolbar stays on one row at 1366px.
 */
export function ClearFiltersButton({ visible, onClear }: { visible: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Button
      variant="ghost"
      className="h-[50px] text-destructive hover:text-destructive"
      onClick={onClear}
      aria-label={t('filters.clear')}
      title={t('filters.clear')}
      data-testid="clear-filters"
    >
      <FilterX />
      <span className="hidden 2xl:inline">{t('filters.clear')}</span>
    </Button>
  );
}
