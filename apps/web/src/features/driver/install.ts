import { useEffect } from 'react';

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' });
  // Active means installed, and a worker installs only once it kept its release's files.
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  // Tells tests (and curious users) that the app now opens offline.
  document.documentElement.dataset.offlineReady = 'true';
}

/**
 * Makes `/driver` an installable app that opens without a network: the manifest and the touch icon are
 * linked while the driver app is open (the dashboard is no app to install), and a service worker
 * (`driver-sw.js`, written for each release by the build: `driver-service-worker.ts`) keeps the app's files. The icons are drawn by `scripts/build-driver-icons.mjs`.
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
