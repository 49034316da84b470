import { parseArgs } from 'node:util';
import { z } from '@fleet/shared/validation';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createAdministrator } from './db/seed';

const USAGE = 'Usage: tsx src/cli.ts create-admin --email EMAIL --password PASSWORD [--name NAME]';

async function createAdmin(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const input = z
    .object({ email: z.email(), password: z.string().min(8), name: z.string().trim().min(2).optional() })
    .safeParse(values);
  if (!input.success) {
    console.error(`${USAGE}\nThe email must be valid and the password at least 8 characters.`);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const created = await createAdministrator(database.db, input.data, { onlyIfNoEmployee: false });
    console.warn(
      created
        ? `Administrator ${input.data.email} created.`
        : `An employee with ${input.data.email} already exists; nothing changed.`,
    );
    return created ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'create-admin') return createAdmin(rest);
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
