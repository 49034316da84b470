import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import { useMap } from '@/components/map/map-context';
import { SEVERITY_COLORS, SEVERITY_SHAPES } from '@/features/events/components/event-visuals';
import type { PlacedEvent } from '@/features/events/record-events';

type Props = {
  events: readonly PlacedEvent[];
  /** The event the playback passed last (or the one chosen): drawn larger. */
  currentId: number | null;
  passedUntil: number;
  labelOf: (event: PlacedEvent) => string;
  onChoose: (event: PlacedEvent) => void;
};

/**
 * The record's events on the track as numbered DOM buttons (a day has tens of events, not thousands):
 * the number matches the list, which names the type and the severity in words; the colour and the shape
 * (circle, diamond, square) repeat the severity, and so does the button's name. Events the playback has not reached yet are drawn faded.
 */
export function EventMarkers({ events, currentId, passedUntil, labelOf, onChoose }: Props) {
  const map = useMap();
  const markers = useRef(new Map<number, maplibregl.Marker>());
  const chooseRef = useRef(onChoose);
  useEffect(() => {
    chooseRef.current = onChoose;
  });

  useEffect(() => {
    const placed = new Map<number, maplibregl.Marker>();
    events.forEach((event, index) => {
      // A pin: the numbered button above a short stem ending at the place, so the playback's vehicle
      // passing there stays visible.
      const element = document.createElement('div');
      element.className = 'flex flex-col items-center';
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.testid = 'event-marker';
      button.dataset.eventId = String(event.id);
      button.dataset.type = event.type;
      const label = `${index + 1}. ${labelOf(event)}`;
      button.setAttribute('aria-label', label);
      button.title = label;
      button.dataset.severity = event.severity;
      // Sized here too: the shape inside fills the button, which has no content size of its own.
      button.style.width = '24px';
      button.style.height = '24px';
      button.className =
        'relative grid place-content-center rounded-full text-[11px] font-extrabold text-white outline-none focus-visible:ring-3 focus-visible:ring-ring/60';
      // The severity by shape as well as colour: information a circle, warning a diamond, critical a
      // square; a white rim and a dark edge keep each at 3:1 on any map.
      const shape = document.createElement('span');
      shape.className = `absolute shadow-[0_0_0_1px_rgba(15,23,42,.7)] border-2 border-white ${SEVERITY_SHAPES[event.severity]}`;
      shape.style.backgroundColor = SEVERITY_COLORS[event.severity];
      shape.setAttribute('aria-hidden', 'true');
      const number = document.createElement('span');
      number.className = 'relative';
      number.setAttribute('aria-hidden', 'true');
      number.textContent = String(index + 1);
      button.append(shape, number);
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        chooseRef.current(event);
      });
      const stem = document.createElement('span');
      stem.className = 'block h-3 w-0.5';
      stem.style.backgroundColor = SEVERITY_COLORS[event.severity];
      element.append(button, stem);
      placed.set(
        event.id,
        new maplibregl.Marker({ element, anchor: 'bottom' })
          .setLngLat([event.placeLon, event.placeLat])
          .addTo(map),
      );
    });
    markers.current = placed;
    return () => placed.forEach((marker) => marker.remove());
  }, [map, events, labelOf]);

  useEffect(() => {
    for (const event of events) {
      const pin = markers.current.get(event.id)?.getElement();
      const element = pin?.firstElementChild as HTMLElement | null | undefined;
      if (!pin || !element) continue;
      const passed = event.at <= passedUntil;
      element.dataset.passed = String(passed);
      pin.style.opacity = passed ? '1' : '0.55';
      // Larger by its size, not by `scale`: the CSS scale would multiply MapLibre's translate too.
      const size = event.id === currentId ? '32px' : '24px';
      element.style.width = size;
      element.style.height = size;
      pin.style.zIndex = event.id === currentId ? '2' : '1';
      if (event.id === currentId) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
    // `labelOf` too: a new label (the language) places the pins again, which then need their state.
  }, [events, currentId, passedUntil, labelOf]);

  return null;
}
