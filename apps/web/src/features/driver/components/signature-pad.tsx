import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isBlank, SIGNATURE_LINE_WIDTH, type Point, type Signature } from '../signature/signature';

const PAD_HEIGHT = 180;

function draw(canvas: HTMLCanvasElement, signature: Signature | null) {
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(ratio, ratio);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = SIGNATURE_LINE_WIDTH;
  context.strokeStyle = '#0f172a';
  if (!signature) return;
  // A signature drawn on a pad of another width (the phone turned) is scaled to this one.
  const scale = width / signature.width;
  for (const stroke of signature.strokes) {
    context.beginPath();
    stroke.forEach((point, index) => {
      if (index === 0) context.moveTo(point.x * scale, point.y * scale);
      context.lineTo(point.x * scale, point.y * scale);
    });
    context.stroke();
  }
}

/**
 * A pad to sign with a finger, a pen or a mouse. The strokes (not the pixels) are the value, so the
 * draft keeps them and the pad redraws them after a reload.
 */
export function SignaturePad({
  value,
  onChange,
  disabled,
}: {
  value: Signature | null;
  onChange: (signature: Signature | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('driver');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Signature | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    draw(element, value);
    const observer = new ResizeObserver(() => draw(element, drawing.current ?? value));
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const rect = event.currentTarget.getBoundingClientRect();
    const base =
      value && Math.abs(value.width - rect.width) < 1
        ? value
        : { width: rect.width, height: rect.height, strokes: [] };
    drawing.current = { ...base, strokes: [...base.strokes, [pointOf(event)]] };
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || !canvas.current) return;
    const point = pointOf(event);
    const stroke = current.strokes[current.strokes.length - 1]!;
    const last = stroke[stroke.length - 1]!;
    stroke.push(point);
    const context = canvas.current.getContext('2d');
    if (!context) return;
    context.beginPath();
    context.moveTo(last.x, last.y);
    context.lineTo(point.x, point.y);
    context.stroke();
  };

  const end = () => {
    const current = drawing.current;
    drawing.current = null;
    if (current) onChange(current);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('signature.pad')}
          className="block w-full touch-none rounded-lg border-2 border-dashed border-input bg-card"
          style={{ height: PAD_HEIGHT }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          data-testid="signature-pad"
          data-signed={value && !isBlank(value) ? 'true' : 'false'}
        />
        {(!value || isBlank(value)) && (
          <span className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm text-muted-foreground">
            {t('signature.hint')}
          </span>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-end"
        onClick={() => onChange(null)}
        disabled={disabled || !value}
        data-testid="signature-clear"
      >
        <Eraser />
        {t('signature.clear')}
      </Button>
    </div>
  );
}
