import { loadNamespaces } from '@/lib/i18n';

/**
 * The driver app and its translations. The router imports this small module rather than the app
 * itself so that the dashboard's first load does not carry the list of the driver app's chunks.
 */
export async function loadDriverApp() {
  const [module] = await Promise.all([import('./driver-app'), loadNamespaces('driver')]);
  return { Component: module.DriverApp };
}
