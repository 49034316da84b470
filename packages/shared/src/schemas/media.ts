import { z } from '../validation';
import { envelope } from '../common';

/** An uploaded file; `url` is a short-lived signed address, so it works in `<img src>` without a token. */
export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaResponseSchema = envelope(mediaSchema);

export const MEDIA_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** Types accepted by upload, recognised from the file's bytes (not its name). SVG is refused: it can carry scripts. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Invoices and other paperwork (work orders): PDF, up to the image size. */
export const MEDIA_PDF_TYPE = 'application/pdf';
