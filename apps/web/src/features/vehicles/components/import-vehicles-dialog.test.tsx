import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { ApiRequestError } from '@/lib/api-error';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { ImportVehiclesDialog } from '@/features/vehicles/components/import-vehicles-dialog';
import { importResultFromError } from '@/components/import/upload-import';
import { validateImportFile } from '@/components/import/import-file';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { post } }));

const preview: ImportResult = {
  mode: 'preview',
  total: 4,
  created: 0,
  updated: 0,
  failed: [
    { row: 3, errors: { plate_number: ['validation.required'] } },
    { row: 5, errors: { vin: ['validation.vin'], category: ['Unknown category "boat"'] } },
  ],
  preview: [
    { row: 2, values: { name: 'Bus 1', plate_number: 'ABC 123', category: 'bus' } },
    { row: 4, values: { name: 'Van 2', plate_number: 'د ك ا 8959', category: 'van' } },
  ],
};

function renderDialog(props: Partial<Parameters<typeof ImportVehiclesDialog>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ImportVehiclesDialog open onOpenChange={onOpenChange} {...props} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('validateImportFile', () => {
  it('requires a file of type xlsx, xls or csv', () => {
    expect(validateImportFile(null)).toBe('required');
    expect(validateImportFile(file('cars.pdf', 'application/pdf'))).toBe('invalid_type');
    expect(validateImportFile(file('cars.csv', 'image/png'))).toBe('invalid_type');
    expect(
      validateImportFile(
        file('cars.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toBeNull();
    expect(validateImportFile(file('CARS.XLS', 'application/vnd.ms-excel'))).toBeNull();
    expect(validateImportFile(file('cars.csv', 'text/csv'))).toBeNull();
    expect(validateImportFile(file('cars.csv', ''))).toBeNull();
    expect(validateImportFile(file('cars.csv', 'text/csv', 6 * 1024 * 1024))).toBe('too_large');
  });
});

describe('ImportVehiclesDialog', () => {
  beforeAll(() => loadNamespaces('vehicles'));
  beforeEach(async () => {
    post.mockReset();
    await setTestLanguage('en');
  });

  it('is titled "Export file" (spec) and accepts .xlsx, .xls, .csv', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('Export file');
    expect(screen.getByTestId('import-file-input')).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    expect(screen.getByTestId('import-dropzone')).toHaveTextContent(
      'File must have an xcel or csv extension',
    );
  });

  it('says "File is required" when checking without a file, and sends nothing', async () => {
    renderDialog();
    await userEvent.click(screen.getByTestId('import-check'));
    expect(screen.getByTestId('import-file-error')).toHaveTextContent('File is required');
    expect(post).not.toHaveBeenCalled();
  });

  it('says "Invalid file type" for a chosen or dropped file of another type', async () => {
    renderDialog();
    fireEvent.change(screen.getByTestId('import-file-input'), {
      target: { files: [file('photo.png', 'image/png')] },
    });
    expect(screen.getByTestId('import-file-error')).toHaveTextContent('Invalid file type');
    await userEvent.click(screen.getByTestId('import-check'));
    expect(post).not.toHaveBeenCalled();

    fireEvent.drop(screen.getByTestId('import-dropzone'), {
      dataTransfer: { files: [file('cars.csv', 'text/csv')] },
    });
    expect(screen.queryByTestId('import-file-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-file-name')).toHaveTextContent('cars.csv');
  });

  it('checks the file in preview mode and shows counts, failed rows and the rows to import', async () => {
    post.mockResolvedValue({ data: { data: preview } });
    renderDialog();
    const csv = file('cars.csv', 'text/csv');
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [csv] } });
    await userEvent.click(screen.getByTestId('import-check'));
    expect(await screen.findByTestId('import-preview')).toBeInTheDocument();
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/dashboard/vehicles/import');
    expect((body as FormData).get('mode')).toBe('preview');
    expect((body as FormData).get('file')).toBe(csv);

    expect(screen.getByTestId('import-count-total')).toHaveTextContent('4');
    expect(screen.getByTestId('import-count-ready')).toHaveTextContent('2');
    expect(screen.getByTestId('import-count-failed')).toHaveTextContent('2');
    const rows = within(screen.getByTestId('import-failed-rows')).getAllByTestId('import-failed-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/3\s*Plate number\s*This field is required/);
    expect(rows[1]).toHaveTextContent('Identification number (VIN)');
    expect(rows[2]).toHaveTextContent('Unknown category "boat"');
    expect(screen.getAllByTestId('import-sample-row')).toHaveLength(2);

    // Failures: "import" is disabled, "import the valid rows only" is offered.
    expect(screen.getByTestId('import-all')).toBeDisabled();
    post.mockResolvedValue({ data: { data: { ...preview, mode: 'valid_only', created: 2, preview: [] } } });
    await userEvent.click(screen.getByTestId('import-valid-only'));
    expect((post.mock.calls[1]![1] as FormData).get('mode')).toBe('valid_only');
  });

  it('without failures only "import" (mode all) is offered', () => {
    renderDialog({
      initialFile: file('cars.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      initialResult: { ...preview, failed: [], total: 2 },
    });
    expect(screen.getByTestId('import-all')).toBeEnabled();
    expect(screen.queryByTestId('import-valid-only')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-failed-rows')).not.toBeInTheDocument();
  });

  it('cancel closes without writing anything', async () => {
    const { onOpenChange } = renderDialog({
      initialResult: preview,
      initialFile: file('cars.csv', 'text/csv'),
    });
    await userEvent.click(screen.getByTestId('import-cancel'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('importResultFromError', () => {
  const failure = (data: unknown) =>
    new ApiRequestError(
      'The file has errors',
      422,
      {},
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 422,
        statusText: 'Unprocessable',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data,
      }),
    );

  it('reads the failed rows from a 422 answer to mode "all", nested in data or flat', () => {
    const result = { ...preview, mode: 'all' };
    expect(importResultFromError(failure({ message: 'x', data: result }))?.failed).toHaveLength(2);
    expect(importResultFromError(failure({ message: 'x', ...result }))?.failed).toHaveLength(2);
    expect(importResultFromError(failure({ message: 'x', errors: { file: ['bad'] } }))).toBeNull();
    expect(importResultFromError(new Error('network'))).toBeNull();
  });
});
