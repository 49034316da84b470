import { UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A person's photo (signed URL), or a neutral placeholder. */
export function PersonAvatar({ url, className }: { url: string | null | undefined; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-content-center overflow-hidden rounded-full bg-primary-soft text-primary',
        className,
      )}
      data-testid="person-avatar"
    >
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <UserRound className="size-5" />
      )}
    </span>
  );
}
