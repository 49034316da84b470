import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet, Loader2, Upload, X } from 'lucide-react';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { isApiRequestError } from '@/lib/api-error';
import { translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  importResultFromError,
  type ImportInput,
  type ImportMode,
  type ImportOutcome,
} from '@/components/import/upload-import';
import {
  IMPORT_ACCEPT,
  IMPORT_MAX_MB,
  validateImportFile,
  type ImportFileError,
} from '@/components/import/import-file';
import { ImportPreview, readyCount, type ImportSampleColumn } from '@/components/import/import-preview';

export type SheetFormat = 'xlsx' | 'csv';

export type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  subtitle: string;
  /** The module's upload (its endpoint, and which lists to read again once rows are written). */
  mutation: UseMutationResult<ImportOutcome, Error, ImportInput>;
  /** Downloads an empty sheet with the module's columns. */
  template: (format: SheetFormat) => Promise<void>;
  templateFormats?: readonly SheetFormat[];
  fieldLabel: (field: string) => string;
  sampleColumns: readonly ImportSampleColumn[];
  /** After rows were written (not after a preview). */
  onImported?: () => void;
  /** A result to start from (tests). */
  initialResult?: ImportResult | null;
  initialFile?: File | null;
};

const ERROR_KEYS: Record<ImportFileError, string> = {
  required: 'import.required',
  invalid_type: 'import.invalid_type',
  too_large: 'import.too_large',
};

/**
 * A spreadsheet upload dialog, the same for every module that imports (vehicles, fuel cards): choose or drop a
 * file, check it (mode preview, nothing written), then import every row (all or nothing) or only the valid ones.
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  subtitle,
  mutation: importRows,
  template: downloadTemplate,
  templateFormats = ['xlsx', 'csv'],
  fieldLabel,
  sampleColumns,
  onImported,
  initialResult = null,
  initialFile = null,
}: ImportDialogProps) {
  const { t } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(initialFile);
  const [fileError, setFileError] = useState<ImportFileError | null>(null);
  const [result, setResult] = useState<ImportResult | null>(initialResult);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = importRows.isPending;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setServerError(null);
    setResult(null);
    setProgress(null);
    importRows.reset();
    if (inputRef.current) inputRef.current.value = '';
  };
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (pending) return;
    reset();
    onOpenChange(false);
  };

  const choose = (chosen: File | null | undefined) => {
    setResult(null);
    setServerError(null);
    setFile(chosen ?? null);
    setFileError(chosen ? validateImportFile(chosen) : null);
  };

  const run = (mode: ImportMode) => {
    const error = validateImportFile(file);
    setFileError(error);
    setServerError(null);
    if (error || !file) return;
    setProgress(0);
    importRows.mutate(
      { file, mode, onProgress: setProgress },
      {
        onSuccess: ({ result: outcome, message }) => {
          setProgress(null);
          if (mode === 'preview') {
            setResult(outcome);
            return;
          }
          onImported?.();
          // The server's message is toasted by the API client; without one, say what happened.
          if (!message) {
            showToast('success', t('import.done', { created: outcome.created, updated: outcome.updated }));
          }
          reset();
          onOpenChange(false);
        },
        onError: (failure) => {
          setProgress(null);
          // Mode `all` with a bad row answers 422 with the result: show its failed rows.
          const carried = importResultFromError(failure);
          const fileMessage = isApiRequestError(failure) ? failure.fieldErrors.file?.[0] : undefined;
          if (carried) setResult(carried);
          else if (fileMessage) setServerError(fileMessage);
          else if (mode === 'preview') showToast('error', failure.message);
        },
      },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) choose(event.dataTransfer.files[0]);
  };
  const template = (format: SheetFormat) => {
    downloadTemplate(format).catch(() => showToast('error', t('import.template_failed')));
  };

  const failed = result?.failed.length ?? 0;
  const ready = result ? readyCount(result) : 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl overflow-hidden" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{subtitle}</DialogDescription>
        </DialogHeader>

        {/* The body scrolls; the title and the buttons stay in view. */}
        <div className="-mx-6 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 pb-1">
          <div className="flex flex-col gap-2">
            <label
              htmlFor="import-file"
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
                dragging ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted/50',
                (fileError || serverError) && 'border-destructive',
                pending && 'pointer-events-none opacity-60',
              )}
              data-testid="import-dropzone"
            >
              <Upload className="size-6 text-primary" />
              <span className="text-sm font-semibold">{t('import.drop')}</span>
              <span className="text-xs text-muted-foreground">
                {t('import.hint')} · {t('import.max_size', { size: IMPORT_MAX_MB })}
              </span>
              <input
                ref={inputRef}
                id="import-file"
                name="file"
                type="file"
                accept={IMPORT_ACCEPT}
                className="sr-only"
                disabled={pending}
                aria-invalid={!!fileError || undefined}
                aria-describedby={fileError ? 'import-file-error' : undefined}
                onChange={(event) => choose(event.target.files?.[0])}
                data-testid="import-file-input"
              />
            </label>
            {file && (
              <div
                className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
                data-testid="import-file-name"
              >
                <FileSpreadsheet className="size-4 shrink-0 text-primary" />
                <bdi className="min-w-0 flex-1 truncate">{file.name}</bdi>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('import.remove_file')}
                  disabled={pending}
                  onClick={() => reset()}
                >
                  <X />
                </Button>
              </div>
            )}
            {(fileError || serverError) && (
              <p
                id="import-file-error"
                role="alert"
                className="text-sm font-medium text-destructive"
                data-testid="import-file-error"
              >
                {fileError
                  ? t(ERROR_KEYS[fileError], { size: IMPORT_MAX_MB })
                  : translateMessage(serverError ?? '')}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="text-muted-foreground">{t('import.template')}</span>
              {templateFormats.map((format) => (
                <Button
                  key={format}
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => template(format)}
                  data-testid={`import-template-${format}`}
                >
                  <Download />
                  {format}
                </Button>
              ))}
            </div>
          </div>

          {progress !== null && (
            <div className="flex flex-col gap-1.5">
              <Progress
                value={progress}
                label={t('import.uploading', { percent: Math.round(progress * 100) })}
                data-testid="import-progress"
              />
              <span className="text-xs text-muted-foreground">
                {t('import.uploading', { percent: Math.round(progress * 100) })}
              </span>
            </div>
          )}

          {result && <ImportPreview result={result} fieldLabel={fieldLabel} sampleColumns={sampleColumns} />}
          {result && ready === 0 && failed > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="import-all-failed">
              {t('import.all_failed')}
            </p>
          )}
        </div>

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => close(false)}
            disabled={pending}
            data-testid="import-cancel"
          >
            {t('common:actions.cancel')}
          </Button>
          {!result ? (
            <Button onClick={() => run('preview')} disabled={pending} data-testid="import-check">
              {pending && <Loader2 className="animate-spin" />}
              {t('import.check')}
            </Button>
          ) : (
            <>
              {failed > 0 && ready > 0 && (
                <Button
                  variant="outline"
                  onClick={() => run('valid_only')}
                  disabled={pending}
                  data-testid="import-valid-only"
                >
                  {pending && importRows.variables?.mode === 'valid_only' && (
                    <Loader2 className="animate-spin" />
                  )}
                  {t('import.import_valid')}
                </Button>
              )}
              <Button
                onClick={() => run('all')}
                disabled={pending || failed > 0 || ready === 0}
                data-testid="import-all"
              >
                {pending && importRows.variables?.mode === 'all' && <Loader2 className="animate-spin" />}
                {t('import.import_all')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
