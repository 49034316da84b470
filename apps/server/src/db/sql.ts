import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { OPTIONS_LIMIT } from '@fleet/shared/common';
import { isStorableId } from './client';

/** A value, or the placeholder of a prepared statement that receives it. */
type Param<T> = T | Placeholder;

/** Escapes LIKE wildcards so a search for `50%` or `a_b` matches those characters literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function containsInsensitive(column: AnyColumn, search: string): SQL {
  return sql`${column} ilike ${`%${escapeLike(search)}%`}`;
}

/** `column` falls on or after the start of `date` (yyyy-MM-dd) in `timeZone`. */
export function onOrAfterDay(column: AnyColumn, date: Param<string>, timeZone: Param<string>): SQL {
  return sql`${column} >= (cast(${date} as date)::timestamp at time zone ${timeZone})`;
}

/** `column` falls on or before the end of `date` (yyyy-MM-dd) in `timeZone`. */
export function onOrBeforeDay(column: AnyColumn, date: Param<string>, timeZone: Param<string>): SQL {
  return sql`${column} < ((cast(${date} as date) + 1)::timestamp at time zone ${timeZone})`;
}

/** A timestamp with time zone as JavaScript's `toISOString` writes it (UTC, milliseconds). */
export function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Reads rows as one JSON array each: `select` puts `columns` in one value, `read` turns it back into an
 * object with the same keys. For pages read often: the driver then parses one text per row instead of a
 * value per column (about half the work of a page of wide rows), and the database's JSON writes dates as
 * the API does.
 */
export function jsonRowReader<T>(columns: Record<keyof T & string, AnyColumn | SQL>) {
  const keys = Object.keys(columns);
  // One object literal per row, compiled once from the (constant, quoted) keys: a third cheaper than
  // filling an object key by key, which the list pays for every row of every page.
  const fromValues = new Function(
    'values',
    `return { ${keys.map((key, i) => `${JSON.stringify(key)}: values[${i}]`).join(', ')} };`,
  ) as (values: unknown[]) => T;
  return {
    select: sql<string>`json_build_array(${sql.join(Object.values<AnyColumn | SQL>(columns), sql`, `)})::text`,
    read: (text: string): T => fromValues(JSON.parse(text) as unknown[]),
  };
}

export function pageMeta(total: number, page: number, perPage: number) {
  return { per_page: perPage, total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * The options of a select (see `optionsQuerySchema`): `read` gives the first rows that `matches` keeps (all
 * without a search) in the select's order, and the `selected` one comes first, matching or not. It is read
 * on its own when the page does not hold it: ordering by "is it the selected one" first would keep an index
 * from giving the order, and sort every match of a large fleet.
 */
export async function optionsWithSelected<T extends { id: number }>(
  read: (where: SQL | undefined, limit: number) => Promise<T[]>,
  id: AnyColumn,
  matches: SQL | undefined,
  selected: number | undefined,
): Promise<T[]> {
  const rows = await read(matches, OPTIONS_LIMIT);
  if (selected === undefined || !isStorableId(selected)) return rows;
  const chosen = rows.find((row) => row.id === selected) ?? (await read(sql`${id} = ${selected}`, 1))[0];
  if (!chosen) return rows;
  return [chosen, ...rows.filter((row) => row !== chosen)].slice(0, OPTIONS_LIMIT);
}
