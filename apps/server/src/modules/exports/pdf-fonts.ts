import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const ROBOTO = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

type FontFile = string | [string, string];
interface Family {
  name: string;
  normal: FontFile;
  bold: FontFile;
  italics: FontFile;
  bolditalics: FontFile;
}

/** Roboto ships with pdfmake (Latin, Greek, Cyrillic); the system fonts below fill in when installed. */
const ROBOTO_FAMILY: Family = {
  name: 'Roboto',
  normal: path.join(ROBOTO, 'Roboto-Regular.ttf'),
  bold: path.join(ROBOTO, 'Roboto-Medium.ttf'),
  italics: path.join(ROBOTO, 'Roboto-Italic.ttf'),
  bolditalics: path.join(ROBOTO, 'Roboto-MediumItalic.ttf'),
};

const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

/** Debian's fonts-noto-cjk (Chinese, Japanese, Korean) and fonts-dejavu-core (Hebrew, Arabic, symbols). */
const SYSTEM_FAMILIES: Family[] = [
  {
    name: 'NotoSansCJK',
    normal: [path.join(NOTO_CJK, 'NotoSansCJK-Regular.ttc'), 'NotoSansCJKsc-Regular'],
    bold: [path.join(NOTO_CJK, 'NotoSansCJK-Bold.ttc'), 'NotoSansCJKsc-Bold'],
    italics: [path.join(NOTO_CJK, 'NotoSansCJK-Regular.ttc'), 'NotoSansCJKsc-Regular'],
    bolditalics: [path.join(NOTO_CJK, 'NotoSansCJK-Bold.ttc'), 'NotoSansCJKsc-Bold'],
  },
  {
    name: 'DejaVuSans',
    normal: path.join(DEJAVU, 'DejaVuSans.ttf'),
    bold: path.join(DEJAVU, 'DejaVuSans-Bold.ttf'),
    italics: path.join(DEJAVU, 'DejaVuSans-Oblique.ttf'),
    bolditalics: path.join(DEJAVU, 'DejaVuSans-BoldOblique.ttf'),
  },
];

const fileOf = (f: FontFile) => (Array.isArray(f) ? f[0] : f);

function openFont(file: FontFile): fontkit.Font {
  const font = Array.isArray(file) ? fontkit.openSync(file[0], file[1]) : fontkit.openSync(file);
  return font as fontkit.Font;
}

export interface PdfFonts {
  /** pdfmake's font table. */
  table: Record<string, Omit<Family, 'name'>>;
  /** Every file the table names: the only files a document may read. */
  files: Set<string>;
  /** Splits text into runs, each in the first font that has its characters. */
  runs(text: string): { text: string; font: string }[];
}

/** Loads the fonts once per worker: Roboto, then every installed fallback. */
export function loadPdfFonts(): PdfFonts {
  const families = [
    ROBOTO_FAMILY,
    ...SYSTEM_FAMILIES.filter((f) => [f.normal, f.bold].every((file) => fs.existsSync(fileOf(file)))),
  ];
  const faces = families.map((f) => ({ name: f.name, font: openFont(f.normal) }));
  const chosen = new Map<number, string | null>();
  const fontFor = (cp: number): string | null => {
    let name = chosen.get(cp);
    if (name === undefined) {
      name = faces.find((f) => f.font.hasGlyphForCodePoint(cp))?.name ?? null;
      chosen.set(cp, name);
    }
    return name;
  };
  return {
    table: Object.fromEntries(families.map(({ name, ...files }) => [name, files])),
    files: new Set(families.flatMap(({ name: _, ...files }) => Object.values(files).map(fileOf))),
    runs(text) {
      const out: { text: string; font: string }[] = [];
      for (const ch of text) {
        const cp = ch.codePointAt(0) ?? 0;
        // Whitespace and joiners stay with the run they are in; a character no font has is written as its code point, never a box.
        const keep = /\s/u.test(ch) || ch === '\u200d' || ch === '\ufe0f';
        const font = keep ? (out.at(-1)?.font ?? 'Roboto') : fontFor(cp);
        const piece = font ? ch : `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
        const name = font ?? 'Roboto';
        const last = out.at(-1);
        if (last && last.font === name) last.text += piece;
        else out.push({ text: piece, font: name });
      }
      return out;
    },
  };
}
