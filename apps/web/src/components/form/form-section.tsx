import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type FormSectionProps = {
  title: ReactNode;
  /** A line under the title, after the icon when there is one. */
  description?: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  /** The layout of the fields (a grid, mostly). */
  className?: string;
  children: ReactNode;
};

/** One titled card of a page form. */
export function FormSection({ title, description, icon: Icon, className, children }: FormSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description &&
          (Icon ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4 shrink-0" />
              {description}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{description}</p>
          ))}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
