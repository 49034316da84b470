import './driver.css';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { useDriverToken } from '@/features/driver/session';
import { driverPaths } from '@/features/driver/paths';
import { useInstallable } from '@/features/driver/install';
import { DriverSignInPage } from './driver-sign-in';
import { DriverSignedIn } from './driver-signed-in';
import { DriverHomePage } from './driver-home';
import { DriverInspectionPage } from './driver-inspection';

/** The screen under `/driver/…` (three screens: a switch, rather than a second route table). */
function Screen({ signedIn }: { signedIn: boolean }) {
  const screen = useParams()['*'] ?? '';
  if (screen === 'sign-in')
    return signedIn ? <Navigate to={driverPaths.home} replace /> : <DriverSignInPage />;
  if (!signedIn) return <Navigate to={driverPaths.signIn} replace />;
  if (screen !== '' && screen !== 'inspection') return <Navigate to={driverPaths.home} replace />;
  return (
    <DriverSignedIn>{screen === 'inspection' ? <DriverInspectionPage /> : <DriverHomePage />}</DriverSignedIn>
  );
}

/**
 * The driver app at `/driver`: a phone-first app of its own inside the same build, loaded only on
 * this route (the dashboard never loads it, it never loads the dashboard's shell). Its own query
 * cache and its own token.
 */
export function DriverApp() {
  const [queryClient] = useState(createQueryClient);
  const token = useDriverToken();
  useInstallable();
  return (
    <QueryClientProvider client={queryClient}>
      <Screen signedIn={!!token} />
    </QueryClientProvider>
  );
}
