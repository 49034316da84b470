import { mediaResponseSchema } from '@fleet/shared/schemas/media';
import { api } from '@/lib/api-client';

/** Uploads one image or video; `onProgress` gets 0..1. Large videos may take longer than the default timeout. */
export async function uploadMedia(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file);
  const response = await api.post('/dashboard/media', body, {
    timeout: 0,
    signal,
    skipSuccessToast: true,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return mediaResponseSchema.parse(response.data).data;
}
