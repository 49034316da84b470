import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isStorableId } from '../../db/client';
import { media, type MediaRow } from '../../db/schema';

export class MediaRepo {
  constructor(private readonly db: Database) {}

  async create(values: {
    path: string;
    mimeType: string;
    size: number;
    originalName: string | null;
    uploadedBy: number | null;
  }): Promise<MediaRow> {
    const [row] = await this.db.insert(media).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: number): Promise<MediaRow | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db.select().from(media).where(eq(media.id, id)).limit(1);
    return row ?? null;
  }

  /** Deletes the rows and returns their file paths (the caller removes the files after commit). */
  async deleteMany(ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .delete(media)
      .where(inArray(media.id, [...ids]))
      .returning({ path: media.path });
    return rows.map((row) => row.path);
  }
}
