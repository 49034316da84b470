import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width class (the default dialog is narrow for a form). */
  className?: string;
  testId: string;
  /** The form, mounted only while the dialog is open so each opening starts from its values. */
  children: ReactNode;
};

/** A dialog that adds or edits one record with a form. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  testId,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={cn('max-w-2xl', className)} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
