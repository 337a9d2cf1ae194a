// Module hooks (node:module register) that append every module URL the process resolves to the file
// RECORD_IMPORTS names: the test of what an idle server loads reads it.
import fs from 'node:fs';

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(process.env.RECORD_IMPORTS, `${result.url}\n`);
  return result;
}
