// bench:documents, part one: the CPU of each stage of a document's work, in this process (the work a document
// thread does), and our sanitiser beside sanitize-html on the same input.
import sanitizeHtmlLibrary from 'sanitize-html';
import { parseGridData, RICH_TEXT_TAGS, sanitizeGridData, sanitizeRichText } from '@bento/core';
import { DENSE_BOLD, MB, richDocument } from '../api/src/testing/richDocuments';
import { parseJsonBytes } from '../api/src/web/jsonBytes';
import type { ViewerRenderer } from '../api/src/web/siteSsrViewer';

/** CPU milliseconds (user + system) of `work`, and its answer. */
function cpuOf<T>(work: () => T): { ms: number; value: T } {
  const before = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

export const STAGE_TARGET_MS = 200;

/** Parse, validate, sanitise and render a document of `bytes`, `runs` times; prints each stage's median. */
export function measureStages(bytes: number, runs: number, renderer: ViewerRenderer): number {
  const body = Buffer.from(JSON.stringify({ gridData: richDocument(bytes) }));
  const stages: Record<'parse' | 'validate' | 'sanitise' | 'render' | 'total', number[]> = {
    parse: [],
    validate: [],
    sanitise: [],
    render: [],
    total: [],
  };
  for (let run = 0; run < runs; run++) {
    const parsed = cpuOf(() => parseJsonBytes(body) as { gridData: unknown });
    const validated = cpuOf(() => parseGridData(parsed.value.gridData));
    if (!validated.value.ok) throw new Error(validated.value.message);
    const { value: grid } = validated.value;
    const sanitised = cpuOf(() => JSON.stringify(sanitizeGridData(grid)));
    const site = {
      siteTitle: 'Bench',
      siteDescription: null,
      slug: 'bench',
      gridData: JSON.parse(sanitised.value),
    };
    const rendered = cpuOf(() => renderer.renderSite(site, '/bench'));
    stages.parse.push(parsed.ms);
    stages.validate.push(validated.ms);
    stages.sanitise.push(sanitised.ms);
    stages.render.push(rendered.ms);
    stages.total.push(parsed.ms + validated.ms + sanitised.ms + rendered.ms);
  }
  const size = `${(body.length / MB).toFixed(1)} MB`;
  console.log(
    `  ${size.padStart(7)}: ` +
      (Object.keys(stages) as (keyof typeof stages)[])
        .map((stage) => `${stage} ${ms(median(stages[stage]))}`)
        .join('  '),
  );
  return median(stages.total);
}

// sanitize-html set up as our rich text allows: the same tags, links' href/target/rel, style anywhere.
const LIBRARY_OPTIONS: sanitizeHtmlLibrary.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel', 'style'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** Ours and sanitize-html on 1 MB of dense `<b>x</b>`, medians of `runs`; answers the ratio. */
export function compareSanitisers(runs: number): number {
  const html = DENSE_BOLD.repeat(MB / DENSE_BOLD.length);
  const ours: number[] = [];
  const library: number[] = [];
  for (let run = 0; run < runs; run++) {
    // Alternated, so that neither gets the warmer machine.
    ours.push(cpuOf(() => sanitizeRichText(html)).ms);
    library.push(cpuOf(() => sanitizeHtmlLibrary(html, LIBRARY_OPTIONS)).ms);
  }
  const ratio = median(ours) / median(library);
  console.log(
    `  1 MB of <b>x</b>: ours ${ms(median(ours))}, sanitize-html ${ms(median(library))}: ` +
      `ratio ${ratio.toFixed(2)} (target ≤ 1.00: ${ratio <= 1 ? 'met' : 'MISSED'})`,
  );
  return ratio;
}
