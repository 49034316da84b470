import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Loader2, LogOut, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDriverProfile } from '@/features/driver/api/get-profile';
import { useSignOut } from '@/features/driver/api/sign-out';
import { DriverDraftProvider } from '@/features/driver/draft/draft-context';
import { DriverHeader } from './driver-header';

/** The signed-in frame: the header with sign out, the driver's profile, and his draft for every screen. */
export function DriverSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('driver');
  const profile = useDriverProfile();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <DriverHeader>
        <Button
          variant="ghost"
          size="icon-sm"
          className="size-11"
          aria-label={t('sign_out')}
          title={t('sign_out')}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          data-testid="driver-sign-out"
        >
          <LogOut className="rtl:rotate-180" />
        </Button>
      </DriverHeader>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-5">
        {profile.data ? (
          <DriverDraftProvider driverId={profile.data.id}>{children}</DriverDraftProvider>
        ) : profile.isError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center" data-testid="profile-error">
            <AlertCircle className="size-8 text-destructive" />
            <p className="font-semibold">{t('home.load_failed')}</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              <RotateCw />
              {t('home.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid flex-1 place-content-center" data-testid="profile-loading">
            <Loader2 className="size-8 animate-spin text-primary" />
          </div>
        )}
      </main>
    </div>
  );
}
