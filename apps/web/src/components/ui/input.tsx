import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Inputs are 50px high across the app (spec: select height 50px; inputs match it). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-[50px] w-full min-w-0 rounded-md border border-input bg-card px-3.5 text-sm shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
