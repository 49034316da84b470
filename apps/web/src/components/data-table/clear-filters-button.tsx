import { FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Shown only when a query param other than page is set. */
export function ClearFiltersButton({ visible, onClear }: { visible: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Button
      variant="ghost"
      className="h-[50px] text-destructive hover:text-destructive"
      onClick={onClear}
      data-testid="clear-filters"
    >
      <FilterX />
      {t('filters.clear')}
    </Button>
  );
}
