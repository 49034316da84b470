import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { type Database, isStorableId, rowsOf } from '../../db/client';
import { media, type MediaRow } from '../../db/schema';

export class MediaRepo {
  constructor(private readonly db: Database) {}

  async create(values: {
    path: string;
    mimeType: string;
    size: number;
    originalName: string | null;
    uploadedBy: number | null;
    uploadedByDriver?: number | null;
    private?: boolean;
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

  /**
   * What a form may attach: each file's type, privacy and current owner (`vehicle:1`, `employee:2`,
   * `driver:3`, or null when unattached). A file belongs to one record at a time.
   */
  async attachable(ids: readonly number[]): Promise<
    Map<
      number,
      {
        mimeType: string;
        private: boolean;
        owner: string | null;
        uploadedBy: number | null;
        uploadedByDriver: number | null;
      }
    >
  > {
    const storable = ids.filter(isStorableId);
    if (storable.length === 0) return new Map();
    // Qualified by hand: Drizzle renders a bare "id" inside a select-list subquery, which would bind to the inner table.
    const owner = sql<string | null>`coalesce(
      (select 'vehicle:' || vi.vehicle_id from vehicle_images vi where vi.media_id = "media"."id" limit 1),
      (select 'employee:' || e.id from employees e where e.image_id = "media"."id" limit 1),
      (select 'driver:' || d.id from drivers d
        where "media"."id" in (d.image_id, d.national_id_image_id, d.licence_image_id) limit 1),
      (select 'examination:' || em.examination_id from examination_media em where em.media_id = "media"."id" limit 1),
      (select 'examination:' || ex.id from examinations ex where ex.signature_id = "media"."id" limit 1),
      (select 'work_order:' || wm.work_order_id from work_order_media wm where wm.media_id = "media"."id" limit 1))`;
    const rows = await this.db
      .select({
        id: media.id,
        mimeType: media.mimeType,
        private: media.private,
        owner,
        uploadedBy: media.uploadedBy,
        uploadedByDriver: media.uploadedByDriver,
      })
      .from(media)
      .where(inArray(media.id, storable));
    return new Map(rows.map(({ id, ...rest }) => [id, rest]));
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

  /**
   * Every column that references media, read from the database's foreign keys: a module that adds one
   * (vehicle images, employee photos, driver documents, …) is protected without touching this file.
   */
  private async referencingColumns(): Promise<{ schema: string; table: string; column: string }[]> {
    const result = await this.db.execute(sql`
      select n.nspname as "schema", t.relname as "table", a.attname as "column"
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'media'::regclass`);
    return rowsOf<{ schema: string; table: string; column: string }>(result);
  }

  /** Deletes uploads older than `olderThan` that no record references; returns their file paths. */
  async deleteUnreferenced(olderThan: Date): Promise<string[]> {
    const columns = await this.referencingColumns();
    // Qualified by hand: the referencing table may have an `id` column of its own.
    const unreferenced: SQL[] = columns.map(
      ({ schema, table, column }) =>
        sql`not exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} as ref where ref.${sql.identifier(column)} = "media"."id")`,
    );
    const rows = await this.db
      .delete(media)
      .where(and(lt(media.createdAt, olderThan), ...unreferenced))
      .returning({ path: media.path });
    return rows.map((row) => row.path);
  }
}
