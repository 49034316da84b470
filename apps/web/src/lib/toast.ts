import { useSyncExternalStore } from 'react';

/**
 * Toasts load react-toastify on first use, so it stays out of the login page's first load.
 * The container (ToastHost) mounts when asked for; a toast waits until it is mounted.
 */
export type ToastKind = 'success' | 'error' | 'info';

let hostRequested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function requestToastHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  listeners.forEach((listener) => listener());
}

export function markToastHostReady(): void {
  markReady();
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostRequested,
    () => hostRequested,
  );
}

export function showToast(kind: ToastKind, message: string): void {
  requestToastHost();
  void hostReady.then(() => import('react-toastify')).then(({ toast }) => toast[kind](message));
}

export type ToastOptions = {
  /** false: stays until dismissed (critical notifications). */
  autoClose?: false | number;
  onClick?: () => void;
  toastId?: string;
};

/** A toast with options (kept, clickable); `showToast` for the usual ones. */
export function showToastWith(kind: ToastKind | 'warning', message: string, options: ToastOptions): void {
  requestToastHost();
  void hostReady.then(() => import('react-toastify')).then(({ toast }) => toast[kind](message, options));
}
