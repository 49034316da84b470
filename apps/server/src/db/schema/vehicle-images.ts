import { integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './people';
import { vehicles } from './vehicles';

/** A vehicle's photos in display order; a media file belongs to at most one vehicle. */
export const vehicleImages = pgTable(
  'vehicle_images',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.mediaId] }),
    uniqueIndex('vehicle_images_media_unique').on(table.mediaId),
  ],
);
