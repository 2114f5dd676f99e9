// staff:create --email E --password P --role owner|staff|warehouse: a back-office member (issue #17),
// who signs in at /admin/login and enrols an authenticator there. The first owner is made this way;
// owners add the others in the back office. Runs in the running store when there is one.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../shared/staff-permissions.ts';
import { ValidationError } from '../../errors.ts';
import { withCliServices } from '../cli-services.ts';
import { outputOf, type CommandContext } from '../command-context.ts';
import { UsageError } from '../usage-error.ts';

const USAGE = 'Usage: staff:create --email E --password P --role owner|staff|warehouse';

const argsSchema = z.object({
  email: z.email('--email must be a valid email address').max(254, '--email is too long'),
  password: z.string(),
  role: z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` }),
});

export function parseStaffCreateArgs(args: string[]): z.infer<typeof argsSchema> {
  let values;
  try {
    ({ values } = parseArgs({ args, strict: true, allowPositionals: false, options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const missing = (['email', 'password', 'role'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`);
  const parsed = argsSchema.safeParse({ email: values.email?.trim(), password: values.password, role: values.role });
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  return parsed.data;
}

export async function run(args: string[], context: CommandContext = {}): Promise<number> {
  const input = parseStaffCreateArgs(args);
  const output = outputOf(context);
  return withCliServices(context, async ({ staff }) => {
    try {
      const member = await staff.createFromCli(input);
      output.out(JSON.stringify({ id: member.id, email: member.email, role: member.role }));
      output.err(`Staff member ${member.email} (${member.role}) created: sign in at /admin/login to set up the authenticator app.`);
      return 0;
    } catch (error) {
      // The password rule, or the e-mail taken: said as the option it is about.
      if (error instanceof ValidationError) throw new UsageError(Object.entries(error.errors).map(([field, message]) => `--${field}: ${message}`).join('\n'));
      throw error;
    }
  });
}
