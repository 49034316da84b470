import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sensor } from '@fleet/shared/schemas/sensors';
import { ApiRequestError } from '@/lib/api-error';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { SensorForm } from '@/features/sensors/components/sensor-form';

const fuel: Sensor = {
  id: 3,
  vehicle_id: 7,
  name: 'Main tank',
  type: 'fuel_level',
  attribute: 'io201',
  calibration: [
    [0, 0],
    [1000, 80],
  ],
  multiplier: 1,
  capacity: 80,
  min: null,
  max: null,
  refuel_min_litres: 4,
  drain_min_litres: 4,
  unit: 'L',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: ['edit', 'delete'],
};

function renderForm(onSubmit: (input: unknown) => Promise<unknown>, sensor?: Sensor) {
  render(
    <SensorForm
      sensor={sensor}
      attributes={{ io201: 500 }}
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
}

const paste = (text: string) =>
  fireEvent.change(screen.getByTestId('calibration-paste'), { target: { value: text } });

describe('SensorForm', () => {
  beforeAll(() => loadNamespaces('sensors'));
  beforeEach(() => setTestLanguage('en'));

  it('shows the fields of the type: capacity and minimums for a fuel level, min and max for a temperature, neither for fuel used', async () => {
    renderForm(vi.fn());
    expect(screen.getByTestId('sensor-capacity')).toBeInTheDocument();
    expect(screen.getByTestId('sensor-refuel-min-litres')).toBeInTheDocument();
    expect(screen.queryByTestId('sensor-min')).toBeNull();
    await userEvent.selectOptions(screen.getByTestId('sensor-type'), 'temperature');
    expect(screen.getByTestId('sensor-min')).toBeInTheDocument();
    expect(screen.getByTestId('sensor-max')).toBeInTheDocument();
    expect(screen.queryByTestId('sensor-capacity')).toBeNull();
    await userEvent.selectOptions(screen.getByTestId('sensor-type'), 'fuel_used');
    expect(screen.queryByTestId('sensor-min')).toBeNull();
    expect(screen.queryByTestId('sensor-capacity')).toBeNull();
    expect(screen.getByTestId('sensor-multiplier')).toBeInTheDocument();
  });

  it('adds a fuel sensor with a table pasted in Arabic-Indic digits, and sends numbers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByTestId('sensor-name'), 'Tank');
    await userEvent.type(screen.getByTestId('sensor-attribute'), 'io201');
    await userEvent.type(screen.getByTestId('sensor-capacity'), '٨٠');
    paste('الخام\tلتر\n٠\t٠\n٥٠٠\t٣٠٫٥\n١٠٠٠\t٨٠');
    await userEvent.click(screen.getByTestId('calibration-apply-paste'));
    expect(screen.getAllByTestId('calibration-row')).toHaveLength(3);
    expect(screen.getByTestId('calibration-raw-1')).toHaveValue('500');
    expect(screen.getByTestId('calibration-value-1')).toHaveValue('30.5');
    // The latest raw reading (io201 = 500) sits on the curve.
    expect(screen.getByTestId('calibration-latest')).toHaveTextContent('500 → 30.5 L');
    await userEvent.click(screen.getByTestId('sensor-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Tank',
      type: 'fuel_level',
      attribute: 'io201',
      capacity: 80,
      multiplier: 1,
      min: null,
      max: null,
      calibration: [
        [0, 0],
        [500, 30.5],
        [1000, 80],
      ],
    });
  });

  it('edit: a minimum equal to its default (5% of the capacity) is left empty, another one kept', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit, { ...fuel, drain_min_litres: 6 });
    expect(screen.getByTestId('sensor-refuel-min-litres')).toHaveValue('');
    expect(screen.getByTestId('sensor-drain-min-litres')).toHaveValue('6');
    await userEvent.click(screen.getByTestId('sensor-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ refuel_min_litres: null, drain_min_litres: 6 });
  });

  it('names the pasted lines that are not two numbers and keeps the table', async () => {
    renderForm(vi.fn(), fuel);
    paste('0\t0\nhalf\t40\n');
    await userEvent.click(screen.getByTestId('calibration-apply-paste'));
    expect(screen.getByTestId('calibration-paste-errors')).toHaveTextContent('Line 2: half');
    expect(screen.getAllByTestId('calibration-row')).toHaveLength(2);
    expect(screen.getByTestId('calibration-value-1')).toHaveValue('80');
  });

  it('fills the table from a cell when several lines are pasted into it', async () => {
    renderForm(vi.fn(), fuel);
    const cell = screen.getByTestId('calibration-raw-1');
    fireEvent.paste(cell, { clipboardData: { getData: () => '500;40\n800;70\n1000;80' } });
    expect(screen.getAllByTestId('calibration-row')).toHaveLength(4);
    expect(screen.getByTestId('calibration-raw-3')).toHaveValue('1000');
  });

  it('refuses a single point and raw values that do not rise, at the table and the row', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, fuel);
    await userEvent.click(screen.getByTestId('calibration-remove-1'));
    await userEvent.click(screen.getByTestId('sensor-submit'));
    expect(await screen.findByTestId('calibration-error')).toHaveTextContent('at least 2 points');
    await userEvent.click(screen.getByTestId('calibration-add-row'));
    await userEvent.type(screen.getByTestId('calibration-raw-1'), '0');
    await userEvent.type(screen.getByTestId('calibration-value-1'), '5');
    await userEvent.click(screen.getByTestId('sensor-submit'));
    expect(await screen.findByTestId('calibration-raw-1-error')).toHaveTextContent(
      'must increase from one point to the next',
    );
    expect(screen.getByTestId('calibration-raw-1')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's 422 field errors at the field and at the table's row and cell", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError(
          'The given data was invalid',
          422,
          { 'calibration.1.1': ['Too big for the tank'], attribute: ['Unknown attribute'] },
          null,
        ),
      );
    renderForm(onSubmit, fuel);
    await userEvent.click(screen.getByTestId('sensor-submit'));
    expect(await screen.findByTestId('calibration-value-1-error')).toHaveTextContent('Too big for the tank');
    expect(screen.getByTestId('sensor-attribute-error')).toHaveTextContent('Unknown attribute');
    // Editing the table clears its error.
    await userEvent.type(screen.getByTestId('calibration-value-1'), '0');
    expect(screen.queryByTestId('calibration-value-1-error')).toBeNull();
  });

  it('in Arabic, labels the table cells by row', async () => {
    await setTestLanguage('ar');
    renderForm(vi.fn(), fuel);
    expect(screen.getByRole('textbox', { name: 'القيمة الخام، الصف 2' })).toHaveValue('1000');
  });
});
