import { useMutation } from '@tanstack/react-query';
import type { DriverLoginInput } from '@fleet/shared/schemas/examinations';
import { isTokenData, readData } from '@/lib/response-guards';
import { driverSession } from '../session';
import { driverApi } from './driver-client';

/** `POST /api/driver/auth/login`: bad credentials are a 422 shown on the form, not a session end. */
export async function signIn(input: DriverLoginInput): Promise<void> {
  const response = await driverApi.post('/auth/login', input, { skipAuthRedirect: true });
  driverSession.signIn(readData(response.data, isTokenData, 'driver login').token);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
