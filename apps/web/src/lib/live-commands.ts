import type { Command } from '@fleet/shared/schemas/commands';

type Listener = (command: Command) => void;

/**
 * Commands' status changes as the live socket (tracking) receives them (`{"type":"command"}`), handed to whoever
 * listens (the commands panel): the two features meet here instead of importing each other.
 */
class LiveCommands {
  private readonly listeners = new Set<Listener>();

  push(command: Command): void {
    this.listeners.forEach((listener) => listener(command));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const liveCommands = new LiveCommands();
