import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { cn } from '@/lib/cn';

type OptionListProps<T> = {
  id?: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  isSelected: (item: T) => boolean;
  onChoose: (item: T) => void;
  children: (item: T, selected: boolean) => ReactNode;
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
  optionTestId?: (item: T) => string | undefined;
  className?: string;
  ref?: Ref<HTMLUListElement>;
};

const OPTION = '[role="option"]';

/** Moves the focus into `list` (from its search box): to the option a Tab would reach. */
export function focusOptions(list: HTMLElement | null) {
  list?.querySelector<HTMLElement>(`${OPTION}[tabindex="0"]`)?.focus();
}

/**
 * A listbox whose options are themselves the focusable, clickable elements (no button inside an option: an option's
 * content is presentational to assistive technology). One option is in the Tab order; arrows, Home and End move
 * between them, Enter or Space chooses.
 */
export function OptionList<T>({
  id,
  items,
  keyOf,
  isSelected,
  onChoose,
  children,
  empty,
  optionTestId,
  className,
  ref,
  ...rest
}: OptionListProps<T>) {
  const [active, setActive] = useState<string | null>(null);
  if (items.length === 0) return <>{empty}</>;
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => (active === null ? isSelected(item) : keyOf(item) === active)),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const target = {
      ArrowDown: Math.min(index + 1, items.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(keyOf(items[target]!));
      const options = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(OPTION);
      options?.[target]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(items[index]!);
    }
  };

  return (
    <ul
      ref={ref}
      id={id}
      role="listbox"
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      className={cn('max-h-60 overflow-y-auto p-1', className)}
    >
      {items.map((item, index) => {
        const selected = isSelected(item);
        return (
          <li
            key={keyOf(item)}
            role="option"
            aria-selected={selected}
            tabIndex={index === activeIndex ? 0 : -1}
            data-testid={optionTestId?.(item)}
            onClick={() => onChoose(item)}
            onFocus={() => setActive(keyOf(item))}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-start text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            {children(item, selected)}
          </li>
        );
      })}
    </ul>
  );
}
