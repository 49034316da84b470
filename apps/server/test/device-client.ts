import net from 'node:net';

/** A device's side of a TCP connection: write bytes, read exactly the replies the server sends. */
export class DeviceClient {
  private buffered = Buffer.alloc(0);
  private waiter: (() => void) | null = null;
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
    socket.on('error', () => {});
  }

  static connect(port: number, host = '127.0.0.1'): Promise<DeviceClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new DeviceClient(socket)));
      socket.once('error', reject);
    });
  }

  write(bytes: Buffer | string): void {
    this.socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'hex') : bytes);
  }

  /** Exactly `length` bytes, or throws after `timeoutMs` / when the server closes first. */
  async read(length: number, timeoutMs = 5000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    while (this.buffered.length < length) {
      if (this.closed) throw new Error(`closed after ${this.buffered.length} of ${length} bytes`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out with ${this.buffered.length} of ${length} bytes`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  /**
   * The bytes up to and including the first `end` (a text protocol's reply), or throws after `timeoutMs` / when the
   * server closes first.
   */
  async readUntil(end: string | Buffer, timeoutMs = 5000): Promise<Buffer> {
    const marker = typeof end === 'string' ? Buffer.from(end, 'latin1') : end;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.buffered.indexOf(marker);
      if (at !== -1) {
        const bytes = this.buffered.subarray(0, at + marker.length);
        this.buffered = this.buffered.subarray(at + marker.length);
        return bytes;
      }
      if (this.closed) throw new Error(`closed before ${JSON.stringify(marker.toString('latin1'))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${JSON.stringify(marker.toString('latin1'))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  /** Bytes received so far and not read. */
  get pending(): number {
    return this.buffered.length;
  }

  /** Resolves when the server has closed the connection (or throws after `timeoutMs`). */
  async waitClosed(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('connection still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}
