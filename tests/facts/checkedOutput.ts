/**
 * The output-validation page's `checkedOutput` helper, taken from its code block and run, for the facts that test
 * it (howto-2.test.ts, audit-ey.test.ts).
 */
import type * as Zod from '../../src/samples/v10/node_modules/zod';
import { runPageCode } from './pageCode';

export const OUTPUT_PAGE = 'docs/server/output-validation.md';

/** The page's `checkedOutput`, run from its block in a process whose NODE_ENV is `production` or `test`. */
export function checkedOutput<TSchema extends Zod.ZodTypeAny>(schema: TSchema, nodeEnv: 'production' | 'test') {
  type CheckedOutput = (schema: TSchema) => (value: unknown) => Zod.output<TSchema> | Promise<Zod.output<TSchema>>;
  const process = { env: { NODE_ENV: nodeEnv } };
  return runPageCode<{ checkedOutput: CheckedOutput }>(OUTPUT_PAGE, ['checkedOutput'], { process }).checkedOutput(
    schema,
  );
}
