import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@fleet/shared/constants';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchInputProps = {
  value: string | undefined;
  onSearch: (value: string | null) => void;
  placeholder?: string;
  /** Width override (the default is 18rem from the sm breakpoint). */
  className?: string;
};

/** Search box: the list query changes SEARCH_DEBOUNCE_MS after the user stops typing. */
export function SearchInput({ value, onSearch, placeholder, className }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const lastSent = useRef(value ?? '');

  // Follow the URL when it changes from outside (clear filters, back button).
  useEffect(() => {
    if ((value ?? '') !== lastSent.current) {
      lastSent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = trimmed;
      onSearch(trimmed || null);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <Search className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder ?? t('filters.search_placeholder')}
        aria-label={t('filters.search')}
        className="ps-10"
        data-testid="list-search"
      />
    </div>
  );
}
