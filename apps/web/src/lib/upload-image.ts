import { mediaResponseSchema } from '@fleet/shared/schemas/media';
import { api } from '@/lib/api-client';

/** `document`: an identity document, stored private (served only with a token holding `show_drivers`). */
export type UploadPurpose = 'media' | 'document';

export async function uploadImage(file: File, purpose: UploadPurpose = 'media') {
  const body = new FormData();
  body.append('file', file);
  const response = await api.post('/dashboard/media', body, {
    params: { purpose },
    timeout: 0,
    skipSuccessToast: true,
  });
  return mediaResponseSchema.parse(response.data).data;
}

/** A private file (no signature in its URL) as an object URL, fetched with the user's token. */
export async function fetchPrivateImage(url: string): Promise<string> {
  const response = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  return URL.createObjectURL(response.data);
}

export const isSignedUrl = (url: string) => /[?&]sig=/.test(url);
