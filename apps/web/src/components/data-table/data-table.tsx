import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListMeta } from '@fleet/shared/common';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { ListEmptyState, type ListEmptyText } from '@/components/data-table/list-empty-state';
import { Pagination } from '@/components/data-table/pagination';

export type Column<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

type DataTableProps<Row extends { id: number | string }> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  emptyAddLabel?: string;
  /** What the list says when nothing exists yet (why, and what to do next). */
  emptyText?: ListEmptyText;
  /** A filtered list that matched nothing says so and offers to clear the filters. */
  filtered?: boolean;
  /** Clears the filters from the empty state; by default the whole URL query, like the toolbar's button. */
  onClearFilters?: () => void;
  'data-testid'?: string;
};

const SKELETON_ROWS = 8;

/** Height 85vh, at most the viewport minus 200px; the header sticks while the body scrolls. */
export function DataTable<Row extends { id: number | string }>({
  columns,
  rows,
  meta,
  loading,
  onPageChange,
  emptyAddLabel,
  emptyText,
  filtered = false,
  onClearFilters,
  ...rest
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const isEmpty = !loading && (rows?.length ?? 0) === 0;

  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative h-[85vh] max-h-[calc(100vh-200px)] min-h-72 overflow-auto rounded-lg border bg-card shadow-xs outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
        // Focusable so that a keyboard scrolls a wide or long table with the arrow keys (WCAG 2.1.1).
        tabIndex={0}
        data-testid={rest['data-testid']}
      >
        {isEmpty ? (
          <ListEmptyState
            text={emptyText}
            addLabel={emptyAddLabel}
            filtered={filtered}
            onClearFilters={onClearFilters}
          />
        ) : (
          <table className="w-full caption-bottom text-sm">
            <thead className="sticky top-0 z-10 bg-muted/95 backdrop-blur">
              <tr className="border-b">
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(
                      'h-12 px-4 text-start align-middle text-xs font-bold whitespace-nowrap text-muted-foreground',
                      column.className,
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={loading || undefined}>
              {loading
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index} className="border-b" data-testid="table-skeleton-row">
                      {columns.map((column) => (
                        <td key={column.id} className="px-4 py-3.5">
                          <Skeleton className="h-4 w-full max-w-40" />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows?.map((row) => (
                    <tr
                      key={row.id}
                      data-testid="table-row"
                      data-row-id={row.id}
                      className="border-b transition-colors last:border-b-0 hover:bg-muted/50"
                    >
                      {columns.map((column) => (
                        <td key={column.id} className={cn('px-4 py-3 align-middle', column.className)}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        )}
      </div>
      {meta && meta.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <span>
            {t(meta.total_capped ? 'table.total_capped' : 'table.total', {
              total: meta.total.toLocaleString(i18n.language),
            })}
          </span>
          <Pagination currentPage={meta.current_page} lastPage={meta.last_page} onPageChange={onPageChange} />
        </div>
      )}
    </div>
  );
}
