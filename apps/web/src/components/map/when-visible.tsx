import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a box counts as visible: its map is ready by the time it scrolls in. */
const MARGIN = '200px';

/**
 * Renders `children` only while the box is on screen (or near it), `placeholder` otherwise: a list of small maps
 * keeps only the visible ones, so off-screen maps neither draw nor hold a WebGL context (browsers allow a few
 * dozen at most). Without IntersectionObserver nothing is rendered but the placeholder.
 */
export function WhenVisible({
  children,
  placeholder = null,
  className,
  testId,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} data-testid={testId} data-visible={visible}>
      {visible ? children : placeholder}
    </div>
  );
}
