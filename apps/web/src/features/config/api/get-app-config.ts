import { useEffect, useState } from 'react';
import type { AppConfig } from '@fleet/shared/schemas/system';
import { loadApi } from '@/lib/api-lazy';
import { isAppConfig, readData } from '@/lib/response-guards';

export async function getAppConfig(): Promise<AppConfig> {
  const api = await loadApi();
  const response = await api.get('/config');
  return readData(response.data, isAppConfig, 'config');
}

/** Public settings fixed for the life of the server: read once per page load and shared. */
let cached: Promise<AppConfig> | null = null;
export function loadAppConfig(): Promise<AppConfig> {
  cached ??= getAppConfig().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Without TanStack Query on purpose: the login page (first load) needs it and stays small. */
export function useAppConfig(): { data: AppConfig | undefined; isError: boolean } {
  const [state, setState] = useState<{ data: AppConfig | undefined; isError: boolean }>({
    data: undefined,
    isError: false,
  });
  useEffect(() => {
    let alive = true;
    loadAppConfig().then(
      (data) => alive && setState({ data, isError: false }),
      () => alive && setState({ data: undefined, isError: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
