import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { registrationInfo } from '@/features/vehicles/registration';
import { RegistrationBadge } from '@/features/vehicles/components/registration-badge';

const today = new Date(2026, 5, 15); // 15 June 2026, local time

describe('registrationInfo', () => {
  it('is null without an end date', () => {
    expect(registrationInfo({ registration_status: null, form_end_date: null }, today)).toBeNull();
  });

  it('derives expired / expiring (within 30 days) / valid from the end date when the server gives no state', () => {
    const at = (form_end_date: string) =>
      registrationInfo({ registration_status: null, form_end_date }, today);
    expect(at('2026-06-14')).toEqual({ state: 'expired', days: -1, endDate: '2026-06-14' });
    expect(at('2026-06-15')).toMatchObject({ state: 'expiring', days: 0 });
    expect(at('2026-07-15')).toMatchObject({ state: 'expiring', days: 30 });
    expect(at('2026-07-16')).toMatchObject({ state: 'valid', days: 31 });
  });

  it("the server's state wins (it counts in the fleet's time zone)", () => {
    expect(
      registrationInfo({ registration_status: 'expired', form_end_date: '2026-06-15' }, today),
    ).toMatchObject({ state: 'expired', days: 0 });
  });
});

describe('RegistrationBadge', () => {
  beforeAll(() => loadNamespaces('vehicles'));
  beforeEach(() => setTestLanguage('en'));

  it('expired is red, expiring shows the days left, valid is green', () => {
    const { rerender } = render(
      <RegistrationBadge
        vehicle={{ registration_status: 'expired', form_end_date: '2026-06-01' }}
        today={today}
      />,
    );
    expect(screen.getByTestId('registration-badge')).toHaveAttribute('data-state', 'expired');
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Expired');
    expect(screen.getByTestId('registration-badge').className).toContain('text-destructive');

    rerender(
      <RegistrationBadge
        vehicle={{ registration_status: 'expiring', form_end_date: '2026-06-27' }}
        today={today}
      />,
    );
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Expires in 12 days');

    rerender(
      <RegistrationBadge
        vehicle={{ registration_status: 'expiring', form_end_date: '2026-06-16' }}
        today={today}
      />,
    );
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Expires tomorrow');

    rerender(
      <RegistrationBadge
        vehicle={{ registration_status: 'valid', form_end_date: '2027-01-01' }}
        today={today}
      />,
    );
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Valid');
    expect(screen.getByTestId('registration-badge').className).toContain('emerald');
  });

  it('in Arabic, with the date on the details page', async () => {
    await setTestLanguage('ar');
    render(
      <RegistrationBadge
        vehicle={{ registration_status: 'expired', form_end_date: '2026-06-01' }}
        today={today}
        withDate
      />,
    );
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('منتهية');
    expect(screen.getByTestId('registration-date')).toHaveTextContent('انتهت في 1 يونيو 2026');
  });

  it('says so when there is no end date', () => {
    render(<RegistrationBadge vehicle={{ registration_status: null, form_end_date: null }} today={today} />);
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('No end date');
  });
});
