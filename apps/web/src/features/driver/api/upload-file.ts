import { mediaResponseSchema } from '@fleet/shared/schemas/media';
import type { DraftFile } from '../draft/draft';
import { driverApi } from './driver-client';

/** `POST /api/driver/media`: a damage photo or the signature; answers the media id to put in the report. */
export async function uploadDraftFile(file: DraftFile): Promise<number> {
  const body = new FormData();
  const extension = file.type.split('/')[1] ?? 'bin';
  body.append('file', new Blob([file.bytes], { type: file.type }), `${file.key}.${extension}`);
  const response = await driverApi.post('/media', body, { timeout: 0 });
  return mediaResponseSchema.parse(response.data).data.id;
}
