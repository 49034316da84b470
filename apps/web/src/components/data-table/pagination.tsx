import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paginationRange } from '@/lib/pagination';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

type PaginationProps = { currentPage: number; lastPage: number; onPageChange: (page: number) => void };

/** Follows the document direction: in Arabic page 1 sits on the right and the arrows are mirrored. */
export function Pagination({ currentPage, lastPage, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const items = paginationRange(currentPage, lastPage);
  return (
    <nav aria-label={t('table.pagination')} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('table.previous_page')}
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <ChevronLeft className="rtl:rotate-180" />
          </Button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === currentPage ? 'default' : 'ghost'}
                size="icon-sm"
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={t('table.go_to_page', { page: item })}
                className={cn('tabular-nums', item !== currentPage && 'text-foreground')}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden className="grid size-8 place-content-center text-muted-foreground">
              <MoreHorizontal className="size-4" />
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('table.next_page')}
            disabled={currentPage >= lastPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            <ChevronRight className="rtl:rotate-180" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
