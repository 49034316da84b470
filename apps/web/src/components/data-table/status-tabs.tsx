import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type StatusTab = { value: string; labelKey: string };

/** The spec's default status tabs: all (empty), active (true), inactive (false). */
export const ACTIVE_STATUS_TABS: readonly StatusTab[] = [
  { value: '', labelKey: 'filters.all' },
  { value: 'true', labelKey: 'filters.active' },
  { value: 'false', labelKey: 'filters.inactive' },
];

type StatusTabsProps = {
  tabs: readonly StatusTab[];
  value: string | undefined;
  onChange: (value: string | null) => void;
  /** A count shown on each tab, keyed by the tab's value (`all` for the empty one). */
  counts?: Readonly<Record<string, number>>;
};

/** Filter tabs; no `status` param selects the first tab. */
export function StatusTabs({ tabs, value, onChange, counts }: StatusTabsProps) {
  const { t, i18n } = useTranslation();
  const current = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;
  return (
    <div
      role="tablist"
      className="inline-flex min-h-10 max-w-full flex-wrap items-center gap-1 rounded-md bg-muted p-1"
      data-testid="status-tabs"
    >
      {tabs.map((tab) => {
        const selected = tab.value === current;
        const count = counts?.[tab.value || 'all'];
        return (
          <button
            key={tab.value || 'all'}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(tab.value || null)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-sm px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
              selected && 'bg-card text-foreground shadow-xs',
            )}
            data-testid={`status-tab-${tab.value || 'all'}`}
          >
            {t(tab.labelKey)}
            {count !== undefined && (
              <span
                className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums"
                data-testid="status-tab-count"
                data-count={count}
              >
                {count.toLocaleString(i18n.language)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
