import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '@/app/toast-host';

/** App-wide providers kept light: the query client and tooltips come with the (lazy) main layout. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <Direction.Provider dir={i18n.dir()}>
      {children}
      <ToastHost />
    </Direction.Provider>
  );
}
