import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '@/lib/i18n';
import { ACTIVE_STATUS_TABS, StatusTabs } from '@/components/data-table/status-tabs';

describe('StatusTabs', () => {
  beforeEach(() => i18next.changeLanguage('en'));

  it('selects the first tab when no status is set', () => {
    render(<StatusTabs tabs={ACTIVE_STATUS_TABS} value={undefined} onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('maps all / active / inactive to empty / true / false', async () => {
    const onChange = vi.fn();
    render(<StatusTabs tabs={ACTIVE_STATUS_TABS} value="true" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    expect(onChange).toHaveBeenLastCalledWith('false');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a count on each tab when given, keyed by value (all for the empty one)', () => {
    render(
      <StatusTabs
        tabs={[
          { value: '', labelKey: 'filters.all' },
          { value: 'true', labelKey: 'filters.active' },
        ]}
        value={undefined}
        onChange={() => {}}
        counts={{ all: 1200, true: 7 }}
      />,
    );
    expect(screen.getByTestId('status-tab-all')).toHaveTextContent('All1,200');
    expect(screen.getByTestId('status-tab-true').querySelector('[data-count]')).toHaveAttribute(
      'data-count',
      '7',
    );
  });

  it('shows no count without counts', () => {
    render(<StatusTabs tabs={ACTIVE_STATUS_TABS} value={undefined} onChange={() => {}} />);
    expect(screen.queryByTestId('status-tab-count')).not.toBeInTheDocument();
  });
});
