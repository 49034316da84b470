type CloseEvent = { type: 'close'; reason: string };

/**
 * The framers' read loop: takes every complete frame the buffer holds. A `close` event, or an
 * error thrown while decoding, ends the connection (docs/protocols/README.md#framing: never the listener).
 */
export function drainEvents<E extends { type: string }>(
  next: () => E | null,
  shutDown: () => void,
): (E | CloseEvent)[] {
  const events: (E | CloseEvent)[] = [];
  try {
    for (;;) {
      const event = next();
      if (!event) break;
      events.push(event);
      if (event.type === 'close') {
        shutDown();
        break;
      }
    }
  } catch (error) {
    events.push({ type: 'close', reason: `framer error: ${String(error)}` });
    shutDown();
  }
  return events;
}
