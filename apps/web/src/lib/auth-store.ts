import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@fleet/shared/constants';
import type { Profile } from '@fleet/shared/schemas/auth';
import { isProfile } from '@/lib/response-guards';

export type AuthState = { token: string | null; user: Profile | null };
/** `logout`: the user asked; `expired`: the server refused the token (401). */
export type ClearReason = 'logout' | 'expired';

function readUser(): Profile | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readState(): AuthState {
  const token = readToken();
  return { token, user: token ? readUser() : null };
}

let state: AuthState = readState();
let lastClearReason: ClearReason | null = null;
const listeners = new Set<() => void>();
const logoutHandlers = new Set<() => void>();

function emit(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken(token: string): void {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    emit({ ...state, token });
  },
  setUser(user: Profile): void {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    emit({ ...state, user });
  },
  /** Clears token and user; handlers (query cache, navigation) run after. */
  clear(reason: ClearReason = 'expired'): void {
    lastClearReason = reason;
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
    emit({ token: null, user: null });
    logoutHandlers.forEach((handler) => handler());
  },
  /** Why the last session ended; a user who logged out is not sent back to the page after login. */
  lastClearReason: (): ClearReason | null => lastClearReason,
  onClear(handler: () => void): () => void {
    logoutHandlers.add(handler);
    return () => logoutHandlers.delete(handler);
  },
  /** Re-reads storage (tests, other tabs). */
  reload(): void {
    emit(readState());
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

export function useUser(): Profile | null {
  return useAuth().user;
}
