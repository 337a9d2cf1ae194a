import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ExcelJS from 'exceljs';

/** Under the server's ignored `.tmp/`: each run its own folder and LibreOffice profile, so parallel runs never share one. */
const ROOT = fileURLToPath(new URL('../../.tmp/', import.meta.url));

/** The profile's settings: recalculate every formula of an xlsx file on load (LibreOffice's default trusts the cached values). */
const RECALCULATE_ON_LOAD = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/**
 * Workbooks recalculated by LibreOffice Calc headless (Debian's `libreoffice-calc-nogui`): all of
 * them in one `soffice --convert-to xlsx` run (a start of LibreOffice takes seconds), read back.
 */
export async function recalculate(files: Record<string, Buffer>): Promise<Record<string, ExcelJS.Workbook>> {
  const dir = path.join(ROOT, `libreoffice-${crypto.randomUUID()}`);
  const input = path.join(dir, 'in');
  const output = path.join(dir, 'out');
  fs.mkdirSync(path.join(dir, 'profile', 'user'), { recursive: true });
  fs.mkdirSync(input);
  fs.mkdirSync(output);
  fs.writeFileSync(path.join(dir, 'profile', 'user', 'registrymodifications.xcu'), RECALCULATE_ON_LOAD);
  try {
    const names = Object.keys(files);
    for (const name of names) fs.writeFileSync(path.join(input, `${name}.xlsx`), files[name]!);
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx',
        '--outdir',
        output,
        ...names.map((name) => path.join(input, `${name}.xlsx`)),
      ],
      { encoding: 'utf8', timeout: 180_000 },
    );
    if (run.status !== 0) throw new Error(`soffice failed (${run.status}): ${run.stderr}`);
    const books: Record<string, ExcelJS.Workbook> = {};
    for (const name of names) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(path.join(output, `${name}.xlsx`));
      books[name] = book;
    }
    return books;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a cell shows: a constant, or a formula's (cached) result. exceljs reads a formula's cached 0
 * or empty text as no result at all, so a formula without one reads as null.
 */
export function shown(cell: ExcelJS.Cell): number | string | boolean | null {
  const value = cell.value;
  if (value !== null && typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined) return null;
      if (typeof result === 'object') throw new Error(`${cell.address}: ${JSON.stringify(result)}`);
      return result as number | string | boolean;
    }
    throw new Error(`${cell.address} holds ${JSON.stringify(value)}`);
  }
  return value as number | string | boolean | null;
}
