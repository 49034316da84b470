import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ValidationError, PayloadTooLargeError } from '../../lib/errors';
import { MEDIA_MAX_IMAGE_BYTES } from '@fleet/shared/schemas/media';
import { EXTENSIONS, isVideoType, type MediaType, SNIFF_BYTES, sniffMediaType } from './sniff-media-type';

export interface StoredFile {
  /** Relative to the uploads directory. */
  path: string;
  mimeType: MediaType;
  size: number;
}

const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/**
 * To stable storage before the row that names the file commits (and its success is answered): a file's
 * bytes, or a directory's entries after a file is created or renamed in it.
 */
async function flushFile(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files under `DATA_DIR/uploads`, named randomly; the type comes from the bytes. */
export class MediaStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  /** Absolute path of a stored file; refuses anything that is not one of our own names. */
  resolve(stored: string): string {
    if (!STORED_NAME.test(stored)) throw new Error(`not a stored media name: ${stored}`);
    return path.join(this.root, stored);
  }

  /** Streams an upload to disk, then keeps it only if its bytes are an accepted type within its size limit. */
  async saveStream(source: Readable): Promise<StoredFile> {
    await mkdir(this.root, { recursive: true });
    const temporary = path.join(this.root, `.upload-${randomBytes(12).toString('hex')}`);
    try {
      await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
      await flushFile(temporary);
      return await this.keep(temporary);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async saveBuffer(bytes: Buffer): Promise<StoredFile> {
    const mimeType = sniffMediaType(bytes);
    if (!mimeType) throw new Error('not an accepted media type');
    await mkdir(this.root, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}${EXTENSIONS[mimeType]}`;
    const handle = await open(path.join(this.root, name), 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await flushFile(this.root);
    return { path: name, mimeType, size: bytes.length };
  }

  private async keep(temporary: string): Promise<StoredFile> {
    const handle = await open(temporary, 'r');
    const head = Buffer.alloc(SNIFF_BYTES);
    try {
      await handle.read(head, 0, SNIFF_BYTES, 0);
    } finally {
      await handle.close();
    }
    const { size } = await stat(temporary);
    const mimeType = size > 0 ? sniffMediaType(head.subarray(0, Math.min(size, SNIFF_BYTES))) : null;
    if (!mimeType) throw new ValidationError({ file: ['media.unsupported_type'] }, 'media.unsupported_type');
    if (!isVideoType(mimeType) && size > MEDIA_MAX_IMAGE_BYTES) throw new PayloadTooLargeError();
    const name = `${randomBytes(16).toString('hex')}${EXTENSIONS[mimeType]}`;
    await rename(temporary, path.join(this.root, name));
    await flushFile(this.root);
    return { path: name, mimeType, size };
  }

  /** Best effort: a missing file is already gone. */
  async remove(paths: readonly string[]): Promise<void> {
    await Promise.all(
      paths.map((stored) => rm(this.resolve(stored), { force: true }).catch(() => undefined)),
    );
  }
}
