import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Media } from '@fleet/shared/schemas/media';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

export function isVideo(item: Pick<Media, 'mime_type'>): boolean {
  return item.mime_type.toLowerCase().startsWith('video');
}

type MediaCarouselProps = {
  items: readonly Media[];
  /** Alt text base, e.g. the vehicle name. */
  label?: string;
  className?: string;
};

/**
 * Spec section 2: the main item, a counter "x of n", and thumbnails a quarter width each only when
 * there is more than one item. A video (mime_type starting with video) plays with controls.
 * Arrows and keyboard follow the reading direction (mirrored in Arabic).
 */
export function MediaCarousel({ items, label, className }: MediaCarouselProps) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const count = items.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const item = items[current];
  const rtl = i18n.dir() === 'rtl';

  // Keep the current thumbnail in view by scrolling the strip only (never the page), in either direction.
  useEffect(() => {
    const strip = thumbsRef.current;
    const thumb = strip?.children[current];
    if (!strip || !(thumb instanceof HTMLElement)) return;
    const outer = strip.getBoundingClientRect();
    const inner = thumb.getBoundingClientRect();
    if (inner.left < outer.left) strip.scrollBy?.({ left: inner.left - outer.left, behavior: 'smooth' });
    else if (inner.right > outer.right)
      strip.scrollBy?.({ left: inner.right - outer.right, behavior: 'smooth' });
  }, [current]);

  if (!item) {
    return (
      <div
        className={cn(
          'grid aspect-video w-full place-content-center justify-items-center gap-2 rounded-lg border bg-muted text-muted-foreground',
          className,
        )}
        data-testid="media-carousel-empty"
      >
        <ImageOff className="size-8" />
        <span className="text-sm">{t('media.empty')}</span>
      </div>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    // In right-to-left reading the next item is to the left.
    if (event.key === 'ArrowRight') go(rtl ? current - 1 : current + 1);
    else if (event.key === 'ArrowLeft') go(rtl ? current + 1 : current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };
  const itemLabel = (position: number) =>
    label
      ? `${label} — ${t('media.image', { index: position + 1 })}`
      : t('media.image', { index: position + 1 });

  return (
    <section
      className={cn('flex flex-col gap-3 outline-none', className)}
      aria-roledescription="carousel"
      aria-label={label ? `${t('media.gallery')}: ${label}` : t('media.gallery')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="media-carousel"
    >
      <div className="relative overflow-hidden rounded-lg border bg-black/90">
        <div className="aspect-video w-full" data-testid="carousel-main" data-index={current}>
          {isVideo(item) ? (
            <video
              key={item.id}
              src={item.url}
              controls
              preload="metadata"
              className="size-full object-contain"
              data-testid="carousel-video"
            />
          ) : (
            <img
              key={item.id}
              src={item.url}
              alt={itemLabel(current)}
              className="size-full object-contain"
              data-testid="carousel-image"
            />
          )}
        </div>
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              size="icon"
              className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-card/90 shadow-md"
              onClick={() => go(current - 1)}
              aria-label={t('media.previous')}
              data-testid="carousel-prev"
            >
              <ChevronLeft className="rtl:rotate-180" />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-card/90 shadow-md"
              onClick={() => go(current + 1)}
              aria-label={t('media.next')}
              data-testid="carousel-next"
            >
              <ChevronRight className="rtl:rotate-180" />
            </Button>
          </>
        )}
        <span
          className="absolute bottom-3 start-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          aria-live="polite"
          data-testid="carousel-counter"
        >
          {t('media.counter', { current: current + 1, total: count })}
        </span>
      </div>
      {count > 1 && (
        <div ref={thumbsRef} className="flex gap-2 overflow-x-auto pb-1" data-testid="carousel-thumbnails">
          {items.map((thumb, position) => (
            <button
              key={thumb.id}
              type="button"
              // A quarter of the width each, minus its share of the gaps.
              style={{ width: 'calc(25% - 0.375rem)' }}
              className={cn(
                'relative aspect-video shrink-0 overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                position === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
              )}
              aria-label={t('media.show_item', { index: position + 1 })}
              aria-current={position === current || undefined}
              onClick={() => setIndex(position)}
              data-testid="carousel-thumbnail"
            >
              {isVideo(thumb) ? (
                <>
                  <video src={thumb.url} preload="metadata" muted className="size-full object-cover" />
                  <Play className="absolute inset-0 m-auto size-6 fill-white text-white drop-shadow" />
                </>
              ) : (
                <img src={thumb.url} alt="" className="size-full object-cover" loading="lazy" />
              )}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
