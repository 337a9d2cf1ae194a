import type { MessagePort } from 'node:worker_threads';

import type { Plan } from '@planner/domain';
import { Packer } from 'docx';
import pdfmake from 'pdfmake';

import { loadPdfFonts } from './pdf-fonts.js';
import { planDocx } from './plan-docx.js';
import { planPdfDocument } from './plan-pdf.js';

/**
 * A task of the render pool: the plan, the format, and the port its bytes stream back through
 * (`'start'` first, then chunks, then `null`).
 */
export interface RenderTask {
  plan: Plan;
  format: 'pdf' | 'docx';
  port: MessagePort;
}

const fonts = loadPdfFonts();
// pdfmake passes [file, name] to pdfkit, which picks that face out of a font collection (.ttc).
pdfmake.addFonts(fonts.table as unknown as Parameters<typeof pdfmake.addFonts>[0]);
// Documents embed only the fonts above: no URL and no other file may be read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => fonts.files.has(file));

const CHUNK = 64 * 1024;

const withoutLogo = (plan: Plan): Plan => ({ ...plan, cover: { ...plan.cover, logo: null } });

/** Sends the stream's bytes through the port in chunks of about 64 KiB, then `null`. */
async function pipeToPort(stream: NodeJS.ReadableStream, port: MessagePort, end?: () => void) {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    port.postMessage(Buffer.concat(pending));
    pending = [];
    size = 0;
  };
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      pending.push(chunk);
      size += chunk.length;
      if (size >= CHUNK) flush();
    });
    stream.on('end', resolve);
    stream.on('error', reject);
    end?.();
  });
  flush();
  port.postMessage(null);
}

/** Renders one document in a worker thread, off the server's event loop. */
export default async function render({ plan, format, port }: RenderTask): Promise<void> {
  // The render's time limit counts from here: starting the thread is not the plan's doing.
  port.postMessage('start');
  try {
    if (format === 'pdf') {
      const pdf = async (p: Plan) =>
        (await pdfmake.createPdf(planPdfDocument(p, fonts)).getStream()) as NodeJS.ReadableStream & {
          end(): void;
        };
      // A logo that passed the checks but that the image decoder cannot read costs only the logo.
      const stream = await pdf(plan).catch(async (error: unknown) => {
        if (!plan.cover.logo) throw error;
        return pdf(withoutLogo(plan));
      });
      await pipeToPort(stream, port, () => stream.end());
    } else {
      await pipeToPort(Packer.toStream(planDocx(plan)) as unknown as NodeJS.ReadableStream, port);
    }
  } finally {
    port.close();
  }
}
