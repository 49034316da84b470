import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type FormPageProps = {
  title: string;
  /** What is being edited (its name), under the title. */
  subtitle?: ReactNode;
  /** While the record to edit is loading, placeholders stand where the form will be. */
  loading: boolean;
  children: ReactNode;
};

/** The frame of every add/edit page: title, subtitle and the form, or its placeholders. */
export function FormPage({ title, subtitle, loading, children }: FormPageProps) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {loading ? (
        <div className="grid gap-4" data-testid="form-page-loading">
          <Skeleton className="h-32" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        children
      )}
    </div>
  );
}
