import type { FormEventHandler, ReactNode } from 'react';
import { FormFooter } from '@/components/form/form-footer';
import { RequiredFields } from '@/components/form/required-fields';

type PageFormProps = {
  /** The form's zod schema: its required fields are marked. */
  schema: unknown;
  /** Of the field ids (`<prefix>-<name>`) and the test ids `<prefix>-form` and `<prefix>-submit`. */
  prefix: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** Uploads are running: submit waits for them and `uploadingNote` says so. */
  uploading?: boolean;
  uploadingNote?: ReactNode;
  submitLabel: ReactNode;
  onCancel: () => void;
  /** Its FormSections. */
  children: ReactNode;
};

/** A page form: its sections, stacked, and the footer with cancel and submit; the browser's own validation off. */
export function PageForm({
  schema,
  prefix,
  onSubmit,
  pending,
  uploading,
  uploadingNote,
  submitLabel,
  onCancel,
  children,
}: PageFormProps) {
  return (
    <RequiredFields schema={schema} prefix={prefix}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid={`${prefix}-form`}>
        {children}
        <FormFooter
          pending={pending}
          uploading={uploading}
          uploadingNote={uploadingNote}
          submitLabel={submitLabel}
          submitTestId={`${prefix}-submit`}
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}
