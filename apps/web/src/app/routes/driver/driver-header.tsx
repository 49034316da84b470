import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Truck, WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The app bar: the app's name, the language switch, and whatever the screen adds (sign out). */
export function DriverHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('driver');
  const online = useOnline();
  return (
    <header className="sticky top-0 z-20 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-md items-center gap-2.5 px-4">
        <span className="grid size-9 place-content-center rounded-lg bg-primary text-primary-foreground">
          <Truck className="size-5" />
        </span>
        <span className="flex-1 truncate text-base font-extrabold">{t('app_title')}</span>
        <LanguageSwitch compact className="size-11" />
        {children}
      </div>
      {!online && (
        <div
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold text-amber-900"
          data-testid="offline-banner"
        >
          <WifiOff className="size-3.5 shrink-0" />
          {t('connection.offline')}
        </div>
      )}
    </header>
  );
}
