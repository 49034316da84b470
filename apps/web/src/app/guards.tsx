import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Loader2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { authStore, useAuth } from '@/lib/auth-store';
import { hasPermission } from '@/lib/permissions';
import { useRouteHandles } from '@/lib/route-handle';
import { getProfile } from '@/features/auth/api/get-profile';

export function FullPageSpinner() {
  return (
    <div className="grid h-svh place-content-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" />
    </div>
  );
}

/** Only same-site paths, never `//host`. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** Authentication, then every `requires` permission of the matched routes; otherwise /auth or /unauthorized. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { token, user } = useAuth();
  const location = useLocation();
  const handles = useRouteHandles();
  const [profileFailed, setProfileFailed] = useState(false);

  // A token without a stored user (storage edited, or an old session): load the profile once.
  useEffect(() => {
    if (!token || user) return;
    let alive = true;
    getProfile().then(
      (profile) => alive && authStore.setUser(profile),
      () => alive && setProfileFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [token, user]);

  if (!token) {
    const from = `${location.pathname}${location.search}`;
    const comeBack = from !== '/' && authStore.lastClearReason() !== 'logout';
    return <Navigate to={paths.auth.login.getHref(comeBack ? from : null)} replace />;
  }
  if (!user) return profileFailed ? <Navigate to={paths.auth.root.getHref()} replace /> : <FullPageSpinner />;
  const allowed = handles.every(
    (handle) =>
      hasPermission(user, handle.requires) &&
      (!handle.requiresAny || handle.requiresAny.some((permission) => hasPermission(user, permission))),
  );
  if (!allowed) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}

/** /auth pages are for signed-out users; a signed-in user goes to where they came from, or home. */
export function GuestRoute() {
  const { token, user } = useAuth();
  const [params] = useSearchParams();
  if (token && user) return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;
  return <Outlet />;
}
