import type { BoardContent, SampleSummary } from '@planner/domain';
import { forecastCurrency, parseBoardExport } from '@planner/domain';

import dogWalking from './samples/dog-walking-manchester.json' with { type: 'json' };
import stoneware from './samples/handmade-stoneware-online.json' with { type: 'json' };
import invoiceFollowUp from './samples/invoice-follow-up-saas.json' with { type: 'json' };

/** The sample boards shipped with the server: plain JSON exports, bundled at build. */
const FILES: { id: string; summary: string; file: unknown }[] = [
  {
    id: 'dog-walking-manchester',
    summary: 'A local consumer service: tracked group dog walks for commuters, sold as a monthly plan.',
    file: dogWalking,
  },
  {
    id: 'invoice-follow-up-saas',
    summary:
      'Business-to-business software: invoice follow-up for design agencies, with the gaps a first draft has.',
    file: invoiceFollowUp,
  },
  {
    id: 'handmade-stoneware-online',
    summary: 'A physical product sold online: handmade stoneware tableware from a small studio.',
    file: stoneware,
  },
];

export interface Sample extends SampleSummary {
  content: BoardContent;
}

function readSample(entry: (typeof FILES)[number]): Sample {
  const parsed = parseBoardExport(entry.file);
  if (!parsed.ok) throw new Error(`Sample ${entry.id} is not a valid board export: ${parsed.message}`);
  const content = parsed.board;
  return {
    id: entry.id,
    title: content.title,
    currency: forecastCurrency(content.budgetingData.budget),
    summary: entry.summary,
    content,
  };
}

/** Every sample, read and checked once (the first call). */
let samples: Sample[] | undefined;
export function listSamples(): Sample[] {
  samples ??= FILES.map(readSample);
  return samples;
}
