import { useEffect, useState } from 'react';
import { ImageOff, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fetchPrivateImage, isSignedUrl } from '@/lib/upload-image';

type SecureImageProps = { url: string; alt: string; className?: string; 'data-testid'?: string };

/**
 * An image by its API address: a signed URL goes straight into `<img>`; a private one (an identity
 * document) is fetched with the user's token and shown from a blob URL, released when it changes.
 */
export function SecureImage({ url, alt, className, ...rest }: SecureImageProps) {
  const signed = isSignedUrl(url) || url.startsWith('blob:');
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (signed) return;
    let alive = true;
    let objectUrl: string | null = null;
    fetchPrivateImage(url).then(
      (src) => {
        objectUrl = src;
        if (alive) setState({ url, src, failed: false });
        else URL.revokeObjectURL(src);
      },
      () => alive && setState({ url, src: null, failed: true }),
    );
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, signed]);

  if (signed) return <img src={url} alt={alt} className={className} data-testid={rest['data-testid']} />;
  const current = state?.url === url ? state : null;
  if (current?.src) {
    return (
      <img
        src={current.src}
        alt={alt}
        className={className}
        data-testid={rest['data-testid']}
        data-private="true"
      />
    );
  }
  return (
    <span
      className={cn('grid place-content-center bg-muted text-muted-foreground', className)}
      role="img"
      aria-label={alt}
      aria-busy={!current?.failed || undefined}
    >
      {current?.failed ? <ImageOff className="size-5" /> : <Loader2 className="size-5 animate-spin" />}
    </span>
  );
}
