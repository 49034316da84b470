import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Values a form holds for a field nobody filled in: a field whose schema refuses all of them is required. */
const EMPTY_VALUES: readonly unknown[] = [undefined, null, '', false, []];

type Parser = { safeParse: (value: unknown) => { success: boolean } };
type ObjectLike = { shape?: Record<string, Parser>; def?: { in?: ObjectLike; schema?: ObjectLike } };

/** The object shape of a form schema, through the wrappers a refinement or a transform puts around it. */
function shapeOf(schema: unknown): Record<string, Parser> {
  let node = schema as ObjectLike | undefined;
  for (let depth = 0; node && depth < 5; depth++) {
    if (node.shape) return node.shape;
    node = node.def?.in ?? node.def?.schema;
  }
  return {};
}

/**
 * The top-level fields of a zod object schema that a user must fill in: those that accept none of the
 * values an untouched control holds (empty text, nothing chosen, unchecked, no item).
 */
export function requiredNames(schema: unknown): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, field]) => EMPTY_VALUES.every((value) => !field.safeParse(value).success))
    .map(([name]) => name);
}

const RequiredIds = createContext<ReadonlySet<string>>(new Set());

/**
 * Marks the required fields of a form (from its schema) for its FormFields: each field id is
 * `<prefix>-<name>` with underscores and dots as dashes (as `fieldIds` builds them).
 */
export function RequiredFields({
  schema,
  prefix,
  children,
}: {
  schema: unknown;
  prefix: string;
  children: ReactNode;
}) {
  const ids = useMemo(
    () => new Set(requiredNames(schema).map((name) => `${prefix}-${name.replace(/[._]/g, '-')}`)),
    [schema, prefix],
  );
  return <RequiredIds.Provider value={ids}>{children}</RequiredIds.Provider>;
}

/** Whether the field with this id is required: said by the field itself, else by its form's schema. */
export function useRequired(id: string, required: boolean | undefined): boolean {
  const ids = useContext(RequiredIds);
  return required ?? ids.has(id);
}
