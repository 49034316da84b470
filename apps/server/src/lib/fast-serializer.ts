import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from '@fleet/shared/validation';

/**
 * A JSON writer for the output shape of `schema`, compiled once: properties the schema does not
 * declare are left out (the same whitelist as the zod serializer), without running zod per response.
 */
export function compileFastStringify(schema: z.ZodType): (data: unknown) => string {
  return fastJson(nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' })) as object);
}

type JsonSchemaNode = Record<string, unknown>;

/**
 * zod writes a nullable value as `anyOf: [schema, {type: 'null'}]`, which fast-json-stringify resolves by
 * validating the value against each branch; the same schema as `type: [type, 'null']` is a typeof check.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const [value, none] = branches as [JsonSchemaNode, JsonSchemaNode];
  if (typeof value.type !== 'string' || none.type !== 'null' || Object.keys(none).length !== 1) return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...value, type: [value.type, 'null'] };
}

/**
 * Route option `serializerCompiler` for a hot route: its 200 answer through `compileFastStringify`
 * (about three times cheaper than the zod serializer for a page of vehicles), every other status
 * through the app's zod serializer.
 */
export function fastOkSerializer(schema: z.ZodType) {
  const stringify = compileFastStringify(schema);
  return <T>(route: FastifyRouteSchemaDef<T>) =>
    route.httpStatus === '200'
      ? stringify
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}
