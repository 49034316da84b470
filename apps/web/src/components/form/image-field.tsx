import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import type { Media } from '@fleet/shared/schemas/media';
import { cn } from '@/lib/cn';
import { isApiRequestError } from '@/lib/api-error';
import { uploadImage, type UploadPurpose } from '@/lib/upload-image';
import { Button } from '@/components/ui/button';
import { SecureImage } from '@/components/media/secure-image';

type ImageFieldProps = {
  id: string;
  /** The image the record holds now. */
  initial: Media | null;
  purpose?: UploadPurpose;
  invalid?: boolean;
  onChange: (mediaId: number | null) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Wide previews for documents (cards), square for portraits. */
  shape?: 'square' | 'card';
};

/** One image: preview, pick (uploaded at once), replace and remove. Accepts image/* only. */
export function ImageField({
  id,
  initial,
  purpose = 'media',
  invalid,
  onChange,
  onBusyChange,
  shape = 'square',
}: ImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(initial?.url ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const localUrl = useRef<string | null>(null);

  useEffect(() => () => void (localUrl.current && URL.revokeObjectURL(localUrl.current)), []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    // The chosen file previews at once, from the browser's own copy.
    localUrl.current = URL.createObjectURL(file);
    setPreview(localUrl.current);
    setError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const media = await uploadImage(file, purpose);
      onChange(media.id);
    } catch (failure) {
      setError(isApiRequestError(failure) ? failure.message : t('media.upload_failed'));
      setPreview(initial?.url ?? null);
      onChange(initial?.id ?? null);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    setPreview(null);
    setError(null);
    onChange(null);
  };

  const frame = shape === 'card' ? 'h-28 w-44' : 'size-28';
  return (
    <div className="flex flex-col gap-2" data-testid={`${id}-field`}>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'relative shrink-0 overflow-hidden rounded-lg border bg-muted',
            frame,
            invalid && 'border-destructive',
          )}
        >
          {preview ? (
            <SecureImage
              url={preview}
              alt=""
              className={cn('object-cover', frame)}
              data-testid={`${id}-preview`}
            />
          ) : (
            <span className="grid size-full place-content-center text-muted-foreground">
              <ImagePlus className="size-6" />
            </span>
          )}
          {busy && (
            <span className="absolute inset-0 grid place-content-center bg-background/70">
              <Loader2 className="size-5 animate-spin text-primary" />
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-invalid={invalid || undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
            data-testid={`${id}-input`}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            <ImagePlus />
            {preview ? t('media.replace_image') : t('media.choose_image')}
          </Button>
          {preview && !busy && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={remove}
              data-testid={`${id}-remove`}
            >
              <Trash2 />
              {t('media.remove_image')}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
