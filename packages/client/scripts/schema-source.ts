import openapiTS, { astToString } from 'openapi-typescript';

/** The header of the generated file; the rest is openapi-typescript's output for the served document. */
const HEADER = `/**
 * GENERATED from the served OpenAPI document (\`/api/docs/json\`) by openapi-typescript: do not edit.
 * Regenerate with \`npm run generate -w packages/client\`; a test fails when this file and the server disagree.
 */
`;

export async function schemaSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
