import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from '@fleet/shared/validation';

/**
 * A JSON writer for the output shape of `schema`, compiled once: properties the schema does not
 * declare are left out (the same whitelist as the zod serializer), without running zod per response.
 */
export function compileFastStringify(schema: z.ZodType): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as object);
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
