import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Media } from '@fleet/shared/schemas/media';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { MediaUploadField } from '@/components/media/media-upload-field';

URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('MediaUploadField', () => {
  beforeAll(() => loadNamespaces('media'));
  beforeEach(() => setTestLanguage('en'));

  it('uploads each chosen image at once with a progress bar, then reports the ids', async () => {
    let progress: (fraction: number) => void = () => {};
    let finish: (media: Media) => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress?: (fraction: number) => void) =>
        new Promise<Media>((resolve) => {
          progress = onProgress!;
          finish = resolve;
        }),
    );
    const onChange = vi.fn();
    const onBusy = vi.fn();
    render(
      <MediaUploadField
        id="images"
        initial={[{ id: 3, url: '/api/media/3', mime_type: 'image/jpeg' }]}
        max={10}
        onChange={onChange}
        onBusyChange={onBusy}
        upload={upload}
      />,
    );
    const input = screen.getByTestId('media-upload-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [png('a.png')] } });
    expect(upload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(true));
    act(() => progress(0.4));
    expect(screen.getByTestId('media-progress')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    await act(async () => finish({ id: 8, url: '/api/media/8', mime_type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([3, 8]));
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(screen.queryByTestId('media-progress')).not.toBeInTheDocument();
  });

  it('takes PDF invoices only where allowed, and names them as files rather than showing a picture', async () => {
    const pdf = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
    const upload = vi.fn(async () => ({ id: 9, url: '/api/media/9', mime_type: 'application/pdf' }));
    const onChange = vi.fn();
    const { unmount } = render(
      <MediaUploadField
        id="photos"
        initial={[]}
        max={5}
        onChange={onChange}
        onBusyChange={() => {}}
        upload={upload}
      />,
    );
    fireEvent.change(screen.getByTestId('media-upload-input'), { target: { files: [pdf] } });
    expect(upload).not.toHaveBeenCalled();
    unmount();

    render(
      <MediaUploadField
        id="invoices"
        initial={[]}
        max={5}
        allowPdf
        onChange={onChange}
        onBusyChange={() => {}}
        upload={upload}
      />,
    );
    const input = screen.getByTestId('media-upload-input');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(screen.getByText('Add images or PDF invoices')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([9]));
    expect(screen.getByText('PDF file 1')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('moves images earlier and later; the first one is the thumbnail, and the form gets the new order', async () => {
    const onChange = vi.fn();
    const media = (id: number): Media => ({ id, url: `/api/media/${id}`, mime_type: 'image/png' });
    render(
      <MediaUploadField
        id="images"
        initial={[media(1), media(2), media(3)]}
        max={10}
        coverHint="The first image is the vehicle's thumbnail"
        onChange={onChange}
        onBusyChange={vi.fn()}
        upload={vi.fn()}
      />,
    );
    const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    const [firstLater] = screen.getAllByTestId('media-move-later');
    expect(screen.getAllByTestId('media-move-earlier')[0]).toBeDisabled();
    expect(screen.getAllByTestId('media-move-later')[2]).toBeDisabled();
    expect(screen.getAllByTestId('media-cover')).toHaveLength(1);
    fireEvent.click(firstLater!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([2, 1, 3]));
    expect(order()).toEqual(['/api/media/2', '/api/media/1', '/api/media/3']);
    expect(screen.getAllByTestId('media-item')[0]).toContainElement(screen.getByTestId('media-cover'));
    fireEvent.click(screen.getAllByTestId('media-move-earlier')[2]!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([2, 3, 1]));
    expect(screen.getByText("The first image is the vehicle's thumbnail")).toBeInTheDocument();
  });

  it('keeps to the maximum and says so', () => {
    const upload = vi.fn(() => new Promise<Media>(() => {}));
    render(
      <MediaUploadField
        id="images"
        initial={[]}
        max={2}
        onChange={vi.fn()}
        onBusyChange={vi.fn()}
        upload={upload}
      />,
    );
    fireEvent.change(screen.getByTestId('media-upload-input'), {
      target: { files: [png('a.png'), png('b.png'), png('c.png')] },
    });
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('media-item')).toHaveLength(2);
    expect(screen.getByTestId('media-limit')).toHaveTextContent('At most 2 files');
    expect(screen.queryByTestId('media-upload-input')).not.toBeInTheDocument();
  });

  it('shows a failed upload on its item', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('boom')));
    render(
      <MediaUploadField
        id="images"
        initial={[]}
        max={5}
        onChange={vi.fn()}
        onBusyChange={vi.fn()}
        upload={upload}
      />,
    );
    fireEvent.change(screen.getByTestId('media-upload-input'), { target: { files: [png('a.png')] } });
    expect(await screen.findByTestId('media-item-error')).toHaveTextContent('Upload failed');
  });
});
