import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage } from '@/testing/render';
import { LastReportCard } from '@/features/vehicles/components/last-report';

const REPORT = {
  server_time: '2026-05-01T09:30:05.000Z',
  fix_time: '2026-05-01T09:30:00.000Z',
  valid: false,
  attributes: {
    odometer: 123_400,
    ignition: true,
    power: 12.6,
    batteryLevel: 80,
    gsmSignal: 4,
    iccid: '8966',
  },
};

describe('LastReportCard', () => {
  beforeAll(() => loadNamespaces('vehicles'));

  it('names the values the device sent, with their units, and says it had no fix', async () => {
    await setTestLanguage('en');
    renderWithRouter(<LastReportCard report={REPORT} />);
    const value = (name: string) =>
      screen.getAllByTestId('last-report-attribute').find((row) => row.dataset.name === name);
    expect(value('odometer')).toHaveTextContent('Odometer123.4 km');
    expect(value('ignition')).toHaveTextContent('IgnitionYes');
    expect(value('power')).toHaveTextContent('Vehicle supply12.6 V');
    expect(value('batteryLevel')).toHaveTextContent('Battery level80%');
    // A name no protocol shares is shown as sent.
    expect(value('gsmSignal')).toHaveTextContent('gsmSignal4');
    expect(screen.getByTestId('last-report-fix')).toHaveTextContent('No: last known place');
    expect(screen.getByTestId('last-report-received')).toHaveTextContent('2026');
  });

  it('says when the device has not reported yet (Arabic)', async () => {
    await setTestLanguage('ar');
    renderWithRouter(<LastReportCard report={null} />);
    expect(screen.getByTestId('last-report-none')).toHaveTextContent('لم يُرسل جهازها أي تقرير بعد');
    expect(screen.getByRole('heading', { name: 'آخر ما أرسله الجهاز' })).toBeInTheDocument();
  });
});
