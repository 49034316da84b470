import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, FileDown, Loader2 } from 'lucide-react';
import type { ListQueryState } from '@/lib/list-query';
import { showToast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { exportVehicles, type SheetFormat } from '@/features/vehicles/api/download-vehicles-file';

/** Exports the list with its current filters, as xlsx or csv. */
export function ExportMenu({ query }: { query: ListQueryState }) {
  const { t, i18n } = useTranslation('vehicles');
  const [pending, setPending] = useState(false);
  const run = (format: SheetFormat) => {
    setPending(true);
    exportVehicles(format, query)
      .catch(() => showToast('error', t('export.failed')))
      .finally(() => setPending(false));
  };
  return (
    <DropdownMenu dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="h-[50px]"
          disabled={pending}
          aria-label={t('export.button')}
          title={t('export.button')}
          data-testid="export-button"
        >
          {pending ? <Loader2 className="animate-spin" /> : <FileDown />}
          {/* Icon only on narrower screens, so the filters and the add button fit one row. */}
          <span className="hidden 2xl:inline">{t('export.button')}</span>
          <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => run('xlsx')} data-testid="export-xlsx">
          {t('export.xlsx')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run('csv')} data-testid="export-csv">
          {t('export.csv')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
