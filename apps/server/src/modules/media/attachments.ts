import { MEDIA_IMAGE_TYPES, MEDIA_PDF_TYPE } from '@fleet/shared/schemas/media';
import type { FieldErrorKeys } from '../../lib/errors';
import type { MediaRepo } from './media.repo';

export interface Attachment {
  field: string;
  id: number | null;
  /**
   * `document`: an identity document uploaded with `purpose=document` (private); `image`: a public photo;
   * `image_or_pdf`: a public photo or PDF (a work order's invoices).
   */
  kind: 'image' | 'document' | 'image_or_pdf';
}

const IMAGE_TYPES: readonly string[] = MEDIA_IMAGE_TYPES;

/**
 * 422 field errors for files a record wants to hold: each must exist, be an image of the right privacy,
 * and be unattached or already this record's (`owner`, e.g. `driver:3`).
 */
export async function attachmentErrors(
  repo: MediaRepo,
  attachments: readonly Attachment[],
  owner: string | null,
): Promise<FieldErrorKeys> {
  const wanted = attachments.filter((item): item is Attachment & { id: number } => item.id !== null);
  const found = await repo.attachable(wanted.map((item) => item.id));
  const errors: FieldErrorKeys = {};
  const seen = new Set<number>();
  for (const { field, id, kind } of wanted) {
    const file = found.get(id);
    if (!file || seen.has(id)) errors[field] = ['media.image_missing'];
    else if (
      kind === 'image_or_pdf' &&
      !IMAGE_TYPES.includes(file.mimeType) &&
      file.mimeType !== MEDIA_PDF_TYPE
    )
      errors[field] = ['media.not_an_image_or_pdf'];
    else if (kind !== 'image_or_pdf' && !IMAGE_TYPES.includes(file.mimeType))
      errors[field] = ['media.not_an_image'];
    else if (kind === 'document' && !file.private) errors[field] = ['media.document_required'];
    else if (kind !== 'document' && file.private) errors[field] = ['media.document_not_allowed'];
    else if (file.owner !== null && file.owner !== owner) errors[field] = ['media.image_taken'];
    seen.add(id);
  }
  return errors;
}

/** Ids held before and no longer held after an update (their rows and files are deleted). */
export function replacedMedia(
  before: readonly (number | null)[],
  after: readonly (number | null)[],
): number[] {
  const kept = new Set(after.filter((id): id is number => id !== null));
  return before.filter((id): id is number => id !== null && !kept.has(id));
}
