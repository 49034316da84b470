import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '@/app/toast-host';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { FleetTimeZoneProvider } from '@/lib/fleet-time-zone';

/** App-wide providers kept light: the query client and tooltips come with the (lazy) main layout. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const timeZone = useAppConfig().data?.timezone;
  return (
    <Direction.Provider dir={i18n.dir()}>
      <FleetTimeZoneProvider value={timeZone}>{children}</FleetTimeZoneProvider>
      <ToastHost />
    </Direction.Provider>
  );
}
