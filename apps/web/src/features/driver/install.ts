import { useEffect } from 'react';

/**
 * Makes `/driver` installable on a phone's home screen: the manifest and the touch icon are linked
 * while the driver app is open (the dashboard is not an app to install). The icons are drawn by
 * `scripts/build-driver-icons.mjs`.
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
    return () => links.forEach((link) => link.remove());
  }, []);
}
