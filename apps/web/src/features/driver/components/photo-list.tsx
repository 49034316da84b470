import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, CheckCircle2, CloudUpload, TriangleAlert, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import type { DraftFile } from '../draft/draft';

function Thumbnail({
  file,
  refused,
  onRemove,
  disabled,
}: {
  file: DraftFile;
  refused: string | undefined;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('driver');
  const url = useMemo(
    () => URL.createObjectURL(new Blob([file.bytes], { type: file.type })),
    [file.bytes, file.type],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const state = refused ? 'refused' : file.media_id === null ? 'pending' : 'uploaded';
  return (
    <li className="relative" data-testid="draft-photo" data-upload={state} data-type={file.type}>
      <img
        src={url}
        alt=""
        className={cn('size-20 rounded-md border object-cover', refused && 'border-destructive opacity-60')}
      />
      <span
        className={cn(
          'absolute start-1 bottom-1 grid size-5 place-content-center rounded-full text-white shadow',
          state === 'uploaded' ? 'bg-emerald-600' : state === 'pending' ? 'bg-amber-500' : 'bg-destructive',
        )}
        title={
          refused
            ? t('inspection.photo_refused', { message: refused })
            : t(state === 'uploaded' ? 'inspection.photo_uploaded' : 'inspection.photo_pending')
        }
      >
        {state === 'uploaded' ? (
          <CheckCircle2 className="size-3.5" />
        ) : state === 'pending' ? (
          <CloudUpload className="size-3.5" />
        ) : (
          <TriangleAlert className="size-3.5" />
        )}
      </span>
      {!disabled && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('inspection.remove_photo')}
          className="absolute -end-1.5 -top-1.5 grid size-6 place-content-center rounded-full border bg-card text-foreground shadow"
          data-testid="remove-photo"
        >
          <X className="size-3.5" />
        </button>
      )}
      {refused && <p className="mt-1 w-20 text-[11px] leading-tight text-destructive">{refused}</p>}
    </li>
  );
}

/** Photos of a damage: taken with the phone's back camera, kept as bytes until uploaded. */
export function PhotoList({
  photos,
  refused,
  onAdd,
  onRemove,
  disabled,
  testId,
}: {
  photos: DraftFile[];
  refused: Record<string, string>;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('driver');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{t('inspection.photos')}</span>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo) => (
          <Thumbnail
            key={photo.key}
            file={photo}
            refused={refused[photo.key]}
            onRemove={() => onRemove(photo.key)}
            disabled={disabled}
          />
        ))}
        {!disabled && (
          <li>
            <Button
              variant="outline"
              className="size-20 flex-col gap-1 border-dashed text-xs"
              onClick={() => input.current?.click()}
              data-testid={`${testId}-add-photo`}
            >
              <Camera className="size-5!" />
              {t('inspection.add_photo')}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              hidden
              onChange={(event) => {
                onAdd([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
              data-testid={`${testId}-photo-input`}
            />
          </li>
        )}
      </ul>
    </div>
  );
}
