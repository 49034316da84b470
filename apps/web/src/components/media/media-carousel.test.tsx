import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media } from '@fleet/shared/schemas/media';
import { setTestLanguage } from '@/testing/render';
import { MediaCarousel } from '@/components/media/media-carousel';

const image = (id: number): Media => ({ id, url: `/api/media/${id}?sig=x`, mime_type: 'image/jpeg' });
const video = (id: number): Media => ({ id, url: `/api/media/${id}?sig=v`, mime_type: 'video/mp4' });

describe('MediaCarousel', () => {
  beforeEach(() => setTestLanguage('en'));

  it('one item: no thumbnails, no arrows, counter "1 of 1"', () => {
    render(<MediaCarousel items={[image(1)]} />);
    expect(screen.queryByTestId('carousel-thumbnails')).not.toBeInTheDocument();
    expect(screen.queryByTestId('carousel-next')).not.toBeInTheDocument();
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 of 1');
    expect(screen.getByTestId('carousel-image')).toHaveAttribute('src', '/api/media/1?sig=x');
  });

  it('several items: a quarter-width thumbnail each; next, prev and a thumbnail move the counter', async () => {
    render(<MediaCarousel items={[image(1), image(2), image(3), image(4), image(5)]} />);
    const thumbs = within(screen.getByTestId('carousel-thumbnails')).getAllByTestId('carousel-thumbnail');
    expect(thumbs).toHaveLength(5);
    for (const thumb of thumbs) expect(thumb.style.width).toMatch(/^calc\(25%/);
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 of 5');
    await userEvent.click(screen.getByTestId('carousel-next'));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 of 5');
    expect(screen.getByTestId('carousel-image')).toHaveAttribute('src', '/api/media/2?sig=x');
    await userEvent.click(thumbs[4]!);
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('5 of 5');
    expect(thumbs[4]).toHaveAttribute('aria-current', 'true');
    // Wraps around at the end; prev goes back.
    await userEvent.click(screen.getByTestId('carousel-next'));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 of 5');
    await userEvent.click(screen.getByTestId('carousel-prev'));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('5 of 5');
  });

  it('plays a video with controls when mime_type starts with video', async () => {
    render(<MediaCarousel items={[image(1), video(2)]} />);
    expect(screen.queryByTestId('carousel-video')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('carousel-next'));
    const player = screen.getByTestId('carousel-video');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', '/api/media/2?sig=v');
    expect(screen.queryByTestId('carousel-image')).not.toBeInTheDocument();
  });

  it('Arabic: counter "x من n" and the arrow keys follow the reading direction', async () => {
    await setTestLanguage('ar');
    render(<MediaCarousel items={[image(1), image(2), image(3)]} />);
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 من 3');
    const carousel = screen.getByTestId('media-carousel');
    // Right to left: the left arrow key moves forward.
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 من 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 من 3');
  });

  it('English: the right arrow key moves forward', () => {
    render(<MediaCarousel items={[image(1), image(2)]} />);
    fireEvent.keyDown(screen.getByTestId('media-carousel'), { key: 'ArrowRight' });
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 of 2');
  });

  it('no items: an empty placeholder', () => {
    render(<MediaCarousel items={[]} />);
    expect(screen.getByTestId('media-carousel-empty')).toHaveTextContent('No images');
  });
});
