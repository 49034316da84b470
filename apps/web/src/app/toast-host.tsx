import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markToastHostReady, useToastHostRequested } from '@/lib/toast';

const LazyToastContainer = lazy(async () => {
  const [{ ToastContainer }, { toastContainerProps }] = await Promise.all([
    import('react-toastify'),
    import('@/lib/toast-options'),
    import('react-toastify/dist/ReactToastify.css'),
  ]);
  function Container({ rtl }: { rtl: boolean }) {
    useEffect(() => markToastHostReady(), []);
    return <ToastContainer {...toastContainerProps(rtl)} />;
  }
  return { default: Container };
});

/** The toast container, mounted once something asks for toasts (the main layout, or a first toast). */
export function ToastHost() {
  const { i18n } = useTranslation();
  const requested = useToastHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer rtl={i18n.dir() === 'rtl'} />
    </Suspense>
  );
}
