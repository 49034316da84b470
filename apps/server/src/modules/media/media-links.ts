import type { Media } from '@fleet/shared/schemas/media';
import type { UrlSigner } from '../../lib/url-signer';

export const mediaPath = (id: number) => `/api/media/${id}`;

/**
 * The read shape of an uploaded file: its signed, short-lived address works in `<img src>` without a token.
 * A private file (identity document) is never signed: its bare address needs a Bearer token.
 */
export function toMedia(signer: UrlSigner, row: { id: number; mimeType: string; private?: boolean }): Media {
  const path = mediaPath(row.id);
  return { id: row.id, url: row.private ? path : signer.sign(path), mime_type: row.mimeType };
}
