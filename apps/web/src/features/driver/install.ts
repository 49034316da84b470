import { useEffect } from 'react';

/** The app's files this page loaded before the worker controlled it (the worker keeps the page itself). */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [...new Set(files)];
}

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' });
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    // Tells tests (and curious users) that the app now opens offline.
    if (event.data?.type === 'kept') document.documentElement.dataset.offlineReady = 'true';
  });
  navigator.serviceWorker.startMessages();
  registration.active?.postMessage({ type: 'keep', urls: loadedFiles() });
}

/**
 * Makes `/driver` an installable app that opens without a network: the manifest and the touch icon are
 * linked while the driver app is open (the dashboard is no app to install), and a service worker
 * (`public/driver-sw.js`) keeps the app's files. The icons are drawn by `scripts/build-driver-icons.mjs`.
 */
export function useInstallable(): void {
  useEffect(() => {
    const links = [
      Object.assign(document.createElement('link'), { rel: 'manifest', href: '/driver.webmanifest' }),
      Object.assign(document.createElement('link'), {
        rel: 'apple-touch-icon',
        href: '/driver-icon-192.png',
      }),
    ];
    links.forEach((link) => document.head.append(link));
    registerWorker().catch((error: unknown) => console.warn('driver app: no offline start', error));
    return () => links.forEach((link) => link.remove());
  }, []);
}
