import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '@/lib/i18n';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';

function dayButton(day: number) {
  const popover = screen.getByTestId('date-range-popover');
  // Day cells are grid cells holding one button whose text is the day number.
  return within(popover)
    .getAllByRole('button')
    .find((button) => button.textContent === String(day) && !button.closest('[data-outside]'))!;
}

describe('DateRangeFilter', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('save sets both dates, only once both are chosen', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter startDate="2026-03-01" endDate="2026-03-02" onChange={onChange} />);
    await userEvent.click(screen.getByTestId('date-range-trigger'));
    // Start a new range: the first click replaces the start, the second sets the end.
    await userEvent.click(dayButton(10));
    await userEvent.click(dayButton(12));
    const save = screen.getByTestId('date-range-save');
    await userEvent.click(save);
    expect(onChange).toHaveBeenCalledTimes(1);
    const [{ start_date, end_date }] = onChange.mock.calls[0]!;
    expect(start_date).toMatch(/^2026-03-\d\d$/);
    expect(end_date).toMatch(/^2026-03-\d\d$/);
    expect(start_date <= end_date).toBe(true);
  });

  it('save is disabled until dates are chosen; one day picked is a one-day range', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter startDate={undefined} endDate={undefined} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('date-range-trigger'));
    expect(screen.getByTestId('date-range-save')).toBeDisabled();
    await userEvent.click(screen.getByTestId('date-range-save'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(dayButton(15));
    await userEvent.click(screen.getByTestId('date-range-save'));
    const [{ start_date, end_date }] = onChange.mock.calls[0]!;
    expect(start_date).toMatch(/-15$/);
    expect(end_date).toBe(start_date);
  });

  it('cancel and clear set both dates to null', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter startDate="2026-03-01" endDate="2026-03-05" onChange={onChange} />);
    await userEvent.click(screen.getByTestId('date-range-trigger'));
    await userEvent.click(screen.getByTestId('date-range-cancel'));
    expect(onChange).toHaveBeenLastCalledWith({ start_date: null, end_date: null });

    await userEvent.click(screen.getByTestId('date-range-trigger'));
    await userEvent.click(screen.getByTestId('date-range-clear'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ start_date: null, end_date: null });
  });
});
