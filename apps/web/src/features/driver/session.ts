import { useSyncExternalStore } from 'react';

/**
 * The driver's token, kept apart from the dashboard's (`token`): a phone may hold both, and a driver
 * token opens only `/api/driver/*`.
 */
const STORAGE_KEY = 'driver_token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let token = read();

function set(next: string | null): void {
  token = next;
  if (next) localStorage.setItem(STORAGE_KEY, next);
  else localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export const driverSession = {
  token: (): string | null => token,
  signIn: (next: string) => set(next),
  signOut: () => set(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDriverToken(): string | null {
  return useSyncExternalStore(driverSession.subscribe, driverSession.token, driverSession.token);
}
