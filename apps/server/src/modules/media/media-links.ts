import type { Media } from '@fleet/shared/schemas/media';
import type { UrlSigner } from '../../lib/url-signer';

export const mediaPath = (id: number) => `/api/media/${id}`;

/** The read shape of an uploaded file: its signed, short-lived address works in `<img src>` without a token. */
export function toMedia(signer: UrlSigner, row: { id: number; mimeType: string }): Media {
  return { id: row.id, url: signer.sign(mediaPath(row.id)), mime_type: row.mimeType };
}
