import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A loading placeholder (`data-skeleton`: tests wait for a page to have none left). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} data-skeleton {...props} />;
}
