import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, ChevronLeft, ChevronRight, FileText, ImagePlus, Play, X } from 'lucide-react';
import type { Media } from '@fleet/shared/schemas/media';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES, MEDIA_PDF_TYPE } from '@fleet/shared/schemas/media';
import { cn } from '@/lib/cn';
import { isApiRequestError } from '@/lib/api-error';
import { translateMessage } from '@/lib/i18n';
import { Progress } from '@/components/ui/progress';
import { isVideo } from '@/components/media/media-carousel';
import { uploadMedia } from '@/lib/upload-media';

type Item = {
  key: string;
  media?: Media;
  /** Local preview while uploading. */
  preview?: string;
  mime: string;
  progress: number;
  error?: string;
};

type MediaUploadFieldProps = {
  id: string;
  initial: readonly Media[];
  max: number;
  invalid?: boolean;
  onChange: (ids: number[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** Videos too; off where the server accepts only images. */
  allowVideo?: boolean;
  /** PDF files too (invoices), shown as a named file rather than a picture. */
  allowPdf?: boolean;
  /** The first item is the record's thumbnail: it is badged and this hint explains the order. */
  coverHint?: string;
  upload?: typeof uploadMedia;
};

let counter = 0;
const nextKey = () => `m${++counter}`;

/**
 * Images and videos: each file goes to /api/dashboard/media as soon as it is chosen, with a progress
 * bar; the form keeps the ids of the uploaded ones, in the order shown (the first is the thumbnail).
 * Items move earlier or later; remove drops one; at most `max` items.
 */
export function MediaUploadField({
  id,
  initial,
  max,
  invalid,
  onChange,
  onBusyChange,
  allowVideo = false,
  allowPdf = false,
  coverHint,
  upload = uploadMedia,
}: MediaUploadFieldProps) {
  const { t, i18n } = useTranslation('media');
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((media) => ({ key: `s${media.id}`, media, mime: media.mime_type, progress: 1 })),
  );
  const [limitHit, setLimitHit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useRef(new Set<string>());
  const mounted = useRef(true);
  const busy = items.some((item) => !item.media && !item.error);
  const ids = items.flatMap((item) => (item.media ? [item.media.id] : []));
  const idsKey = ids.join(',');

  // Report the uploaded ids (not on mount: the form already holds them) and whether uploads run.
  const reportIds = useEffectEvent((key: string) => onChange(key ? key.split(',').map(Number) : []));
  const reportBusy = useEffectEvent((value: boolean) => onBusyChange(value));
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    reportIds(idsKey);
  }, [idsKey]);
  useEffect(() => reportBusy(busy), [busy]);
  useEffect(() => {
    mounted.current = true;
    const urls = previews.current;
    return () => {
      mounted.current = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const update = (key: string, change: Partial<Item>) =>
    mounted.current &&
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = Math.max(max - items.filter((item) => !item.error).length, 0);
    const chosen = [...files].filter(
      (file) =>
        file.type.startsWith('image/') ||
        (allowVideo && file.type.startsWith('video/')) ||
        (allowPdf && file.type === MEDIA_PDF_TYPE),
    );
    setLimitHit(chosen.length > room);
    const accepted = chosen.slice(0, room);
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const limit = file.type.startsWith('video/') ? MEDIA_MAX_VIDEO_BYTES : MEDIA_MAX_IMAGE_BYTES;
      const tooBig = file.size > limit;
      return {
        file,
        item: {
          key: nextKey(),
          preview,
          mime: file.type,
          progress: 0,
          error: tooBig ? t('too_large', { size: Math.round(limit / (1024 * 1024)) }) : undefined,
        } satisfies Item,
      };
    });
    setItems((current) => [...current, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) {
      if (item.error) continue;
      upload(file, (fraction) => update(item.key, { progress: fraction }))
        .then((media) => update(item.key, { media, progress: 1 }))
        .catch((error: unknown) =>
          update(item.key, {
            error:
              (isApiRequestError(error) && (error.fieldErrors.file?.[0] ?? error.message)) || t('failed'),
          }),
        );
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (key: string) => {
    setLimitHit(false);
    setItems((current) => current.filter((item) => item.key !== key));
  };
  const move = (index: number, step: -1 | 1) =>
    setItems((current) => {
      const target = index + step;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target] as Item, next[index] as Item];
      return next;
    });
  const full = items.filter((item) => !item.error).length >= max;
  const coverKey = coverHint ? items.find((item) => item.media)?.key : undefined;

  return (
    <div className="flex flex-col gap-3" data-testid="media-upload">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item, index) => {
          const src = item.media?.url ?? item.preview;
          const video = isVideo({ mime_type: item.mime });
          const pdf = item.mime === MEDIA_PDF_TYPE;
          return (
            <div
              key={item.key}
              className={cn(
                'group relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted',
                item.error && 'border-destructive',
              )}
              data-testid="media-item"
              data-state={item.error ? 'error' : item.media ? 'done' : 'uploading'}
            >
              {src &&
                (pdf ? (
                  <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
                    <FileText className="size-8 text-primary" aria-hidden />
                    <span className="text-xs font-semibold">
                      {t('pdf', { index: (index + 1).toLocaleString(i18n.language) })}
                    </span>
                  </div>
                ) : video ? (
                  <>
                    <video src={src} preload="metadata" muted className="size-full object-cover" />
                    <Play className="pointer-events-none absolute inset-0 m-auto size-7 fill-white text-white drop-shadow" />
                  </>
                ) : (
                  <img
                    src={src}
                    alt={t('common:media.image', { index: index + 1 })}
                    className="size-full object-cover"
                  />
                ))}
              {!item.media && !item.error && (
                <div className="absolute inset-x-2 bottom-2 flex flex-col gap-1 rounded-md bg-card/90 p-1.5">
                  <Progress value={item.progress} data-testid="media-progress" />
                  <span className="text-[11px] font-semibold tabular-nums">
                    {t('uploading', {
                      percent: Math.round(item.progress * 100).toLocaleString(i18n.language),
                    })}
                  </span>
                </div>
              )}
              {item.error && (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-card/90 p-2 text-center text-xs font-semibold text-destructive">
                  <AlertCircle className="size-5" />
                  <span data-testid="media-item-error">{translateMessage(item.error)}</span>
                </div>
              )}
              {item.key === coverKey && (
                <span
                  className="absolute start-1.5 top-1.5 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground"
                  data-testid="media-cover"
                >
                  {t('cover')}
                </span>
              )}
              {item.media && items.length > 1 && (
                <div className="absolute bottom-1.5 end-1.5 flex gap-1">
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    className="grid size-7 place-content-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-40"
                    aria-label={t('move_earlier')}
                    title={t('move_earlier')}
                    data-testid="media-move-earlier"
                  >
                    <ChevronLeft className="size-4 rtl:rotate-180" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={index === items.length - 1}
                    className="grid size-7 place-content-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-40"
                    aria-label={t('move_later')}
                    title={t('move_later')}
                    data-testid="media-move-later"
                  >
                    <ChevronRight className="size-4 rtl:rotate-180" />
                  </button>
                </div>
              )}
              <button
                type="button"
                onClick={() => remove(item.key)}
                className="absolute end-1.5 top-1.5 grid size-7 place-content-center rounded-full bg-black/60 text-white hover:bg-black/80"
                aria-label={t('remove')}
                data-testid="media-remove"
              >
                <X className="size-4" />
              </button>
            </div>
          );
        })}
        {!full && (
          <label
            htmlFor={id}
            className={cn(
              'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-2 text-center text-sm font-semibold text-muted-foreground hover:bg-muted/50',
              invalid ? 'border-destructive' : 'border-input',
            )}
          >
            <ImagePlus className="size-6 text-primary" />
            {allowPdf ? t('add_pdf') : allowVideo ? t('add_video') : t('add')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={[
                'image/*',
                ...(allowVideo ? ['video/*'] : []),
                ...(allowPdf ? [MEDIA_PDF_TYPE] : []),
              ].join(',')}
              multiple
              className="sr-only"
              onChange={(event) => add(event.target.files)}
              data-testid="media-upload-input"
            />
          </label>
        )}
      </div>
      {coverHint && items.length > 1 && <p className="text-xs text-muted-foreground">{coverHint}</p>}
      {limitHit && (
        <p className="text-xs font-medium text-destructive" data-testid="media-limit">
          {t('limit', { max })}
        </p>
      )}
    </div>
  );
}
