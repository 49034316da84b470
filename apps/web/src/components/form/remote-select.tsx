import { useState, type ComponentProps } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OptionsQuery, SelectOption } from '@fleet/shared/common';
import { SEARCH_DEBOUNCE_MS } from '@fleet/shared/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchableSelect } from '@/components/ui/searchable-select';

/** A hook giving the options that match a search (e.g. `useVehicleOptions`). */
export type OptionsSource = (query: OptionsQuery) => UseQueryResult<SelectOption[]>;

type RemoteSelectProps = Omit<
  ComponentProps<typeof SearchableSelect>,
  'options' | 'onSearchChange' | 'loading'
> & {
  useOptions: OptionsSource;
  /** Fixed options listed before the found ones ("any vehicle", "none"), left out of a search's results. */
  leading?: readonly SelectOption[];
};

/**
 * A searchable select whose options the server searches (debounced like the list search): it never holds
 * more than one page of them, and always knows the selected one's label.
 */
export function RemoteSelect({ useOptions, leading = [], value, ...rest }: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const selected = Number(value);
  const options = useOptions({
    ...(name ? { name } : {}),
    ...(Number.isInteger(selected) && selected > 0 ? { selected } : {}),
  });
  const pending = options.isFetching || name !== search.trim();
  return (
    <SearchableSelect
      {...rest}
      value={value}
      pinned={leading}
      options={options.data ?? []}
      onSearchChange={setSearch}
      loading={pending}
    />
  );
}
