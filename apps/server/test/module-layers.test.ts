import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../src/modules');

/** Every TypeScript file under src/modules, as `<module>/<file>` with its text. */
function moduleFiles(): { name: string; text: string }[] {
  return fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, text: fs.readFileSync(path.join(MODULES, name), 'utf8') }));
}

/** The modules a file imports as values (`import type` left out). */
function valueImports(text: string): string[] {
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1]!);
}

const isRepository = (name: string) => name.endsWith('-repository.ts');

describe('use cases and repositories (src/modules)', () => {
  it('should keep SQL in repositories: no other file imports drizzle or a table as a value', () => {
    const sql = moduleFiles()
      .filter((file) => !isRepository(file.name))
      .flatMap((file) =>
        valueImports(file.text)
          .filter((from) => from.startsWith('drizzle-orm') || from.includes('/db/schema/'))
          .map((from) => `${file.name}: ${from}`),
      );
    expect(sql).toEqual([]);
  });

  it("should keep rules in use cases: no repository refuses a write with the app's error", () => {
    const refusing = moduleFiles()
      .filter((file) => isRepository(file.name))
      .filter((file) => valueImports(file.text).some((from) => from.endsWith('/lib/app-error.js')))
      .map((file) => file.name);
    expect(refusing).toEqual([]);
  });
});
