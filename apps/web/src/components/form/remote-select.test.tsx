import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OptionsQuery, SelectOption } from '@fleet/shared/common';
import { setTestLanguage } from '@/testing/render';
import { RemoteSelect } from '@/components/form/remote-select';

const FLEET: SelectOption[] = [
  { label: 'Bus 7 — ABC 7', value: 7 },
  { label: 'Truck 3 — TRK 3', value: 3 },
];

/** The server's part: options whose label holds the search, the selected one first. */
function fakeServer() {
  const queries: OptionsQuery[] = [];
  const useOptions = (query: OptionsQuery) => {
    queries.push(query);
    const found = FLEET.filter((option) =>
      option.label.toLowerCase().includes((query.name ?? '').toLowerCase()),
    );
    const pinned = FLEET.filter((option) => option.value === query.selected && !found.includes(option));
    return { data: [...pinned, ...found], isFetching: false } as UseQueryResult<SelectOption[]>;
  };
  return { queries, useOptions };
}

describe('RemoteSelect', () => {
  beforeEach(() => setTestLanguage('en'));

  it('knows the selected label, leaves the search to the server and says when nothing matches', async () => {
    const server = fakeServer();
    const onChange = vi.fn();
    render(
      <RemoteSelect
        useOptions={server.useOptions}
        leading={[{ label: 'Any vehicle', value: '' }]}
        value="7"
        onChange={onChange}
        data-testid="vehicle-filter"
      />,
    );
    expect(screen.getByTestId('vehicle-filter')).toHaveTextContent('Bus 7 — ABC 7');
    expect(server.queries.at(-1)).toEqual({ selected: 7 });

    await userEvent.click(screen.getByTestId('vehicle-filter'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any vehicle',
      'Bus 7 — ABC 7',
      'Truck 3 — TRK 3',
    ]);
    await userEvent.type(screen.getByLabelText('Search'), 'nothing');
    await waitFor(() => expect(server.queries.at(-1)).toEqual({ name: 'nothing', selected: 7 }));
    // The server keeps the selected vehicle first; the fixed "any" option is no search result.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bus 7 — ABC 7']);

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'trk');
    await waitFor(() => expect(server.queries.at(-1)).toEqual({ name: 'trk', selected: 7 }));
    await userEvent.click(screen.getByRole('option', { name: 'Truck 3 — TRK 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('is used from the keyboard: down from the search into the options, arrows between them, Enter chooses', async () => {
    const server = fakeServer();
    const onChange = vi.fn();
    render(
      <RemoteSelect
        useOptions={server.useOptions}
        leading={[{ label: 'Any vehicle', value: '' }]}
        value="7"
        onChange={onChange}
        data-testid="vehicle-filter"
      />,
    );
    await userEvent.click(screen.getByTestId('vehicle-filter'));
    expect(screen.getByLabelText('Search')).toHaveFocus();
    // No control inside an option (axe: nested-interactive): the options themselves take the focus.
    for (const option of screen.getAllByRole('option'))
      expect(option.querySelector('button, a, input')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bus 7 — ABC 7' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Truck 3 — TRK 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Home}');
    expect(screen.getByRole('option', { name: 'Any vehicle' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("shows the fixed option's label when it is chosen, while searching too", async () => {
    const server = fakeServer();
    render(
      <RemoteSelect
        useOptions={server.useOptions}
        leading={[{ label: 'Any vehicle', value: '' }]}
        value=""
        onChange={() => {}}
        data-testid="select"
      />,
    );
    expect(screen.getByTestId('select')).toHaveTextContent('Any vehicle');
    await userEvent.click(screen.getByTestId('select'));
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    await waitFor(() => expect(server.queries.at(-1)).toEqual({ name: 'zzz' }));
    expect(screen.getByTestId('select')).toHaveTextContent('Any vehicle');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
  });

  it('shows "No options found" when the server finds nothing', async () => {
    const server = fakeServer();
    render(<RemoteSelect useOptions={server.useOptions} value="" onChange={() => {}} data-testid="select" />);
    await userEvent.click(screen.getByTestId('select'));
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(server.queries.at(-1)).toEqual({ name: 'zzz' });
  });
});
