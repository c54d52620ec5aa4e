// The interactions of bench/editor.ts, timed the same way on the editor and on the plain-DOM baseline: the grid
// grows with Space, and at each size boxes are selected, recoloured in a colour field and typed into.
import type { Locator, Page } from 'playwright-core';
import type { ProbeKind } from './editorProbe';
import { seededRandom } from './seededRandom';

/** The size the drag, the heap and the absolute targets are measured at. */
export const LARGEST = 2000;
export const SIZES = [50, 500, 1000, LARGEST] as const;
/** Style changes and typing are measured from this size up (a 50-box page is not where they get slow). */
const FULL_FROM = 500;
const ADD_SAMPLES = 30;
const SELECT_SAMPLES = 40;
const STYLE_SAMPLES = 30;
const TYPE_SAMPLES = 30;
const PROBE_TIMEOUT_MS = 5000;

export const SAMPLE_COUNTS = { ADD_SAMPLES, SELECT_SAMPLES, STYLE_SAMPLES, TYPE_SAMPLES, FULL_FROM };

export type Interaction = 'add' | 'select' | 'style' | 'type';
export type SizeSamples = Partial<Record<Interaction, number[]>>;

/** How one page (the editor or the baseline) shows a colour field and a box's text being edited. */
export interface BenchSubject {
  page: Page;
  /** Shows the colour field of the selected box. */
  openColourField(): Promise<Locator>;
  /** Hides it again and gives the keys back to the page (Space adds boxes). */
  closeColourField(): Promise<void>;
  /** Opens the box's text for typing; resolves when the caret is in it. */
  startTyping(box: Locator): Promise<void>;
  /** Leaves the text and gives the keys back to the page. */
  stopTyping(): Promise<void>;
}

/** A different colour per sample (the computed colour must change every time). */
const sampleColour = (i: number) =>
  `#${((i * 2654435761 + 0x3a5f1c) % 0xffffff).toString(16).padStart(6, '0')}`;

async function timed(page: Page, kind: ProbeKind, id: string | undefined, act: () => Promise<void>) {
  await page.evaluate(([k, boxId]) => window.__benchProbe?.arm(k, boxId), [kind, id] as const);
  await act();
  return page.evaluate(
    (timeoutMs) => window.__benchProbe?.result(timeoutMs) ?? Promise.reject(new Error('probe missing')),
    PROBE_TIMEOUT_MS,
  );
}

/** Resolves after two frames: whatever the last action (a scroll) caused has been painted. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

/** Moves focus off any control, so Space reaches the page's own shortcut. */
export const blurFocus = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Scrolls a box into view outside any measured span, and answers its id. */
async function shown(page: Page, box: Locator): Promise<string> {
  const id = (await box.getAttribute('data-box-id')) ?? '';
  await box.scrollIntoViewIfNeeded();
  await settle(page);
  return id;
}

/**
 * A point where a pointer lands on box `id` itself (not on a toolbar over it), once the box stops moving (a scroll
 * into view may glide); the box is brought to the middle of the screen when no such point is in view.
 */
async function clickablePoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  let last = '';
  for (let frame = 0; frame < 120; frame += 1) {
    await settle(page);
    const point = await page.evaluate((boxId) => {
      const box = document.querySelector<HTMLElement>(`[data-box-id="${CSS.escape(boxId)}"]`);
      if (!box) return null;
      const r = box.getBoundingClientRect();
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.75],
        [0.25, 0.75],
        [0.75, 0.25],
      ] as const) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (document.elementFromPoint(x, y)?.closest('[data-box-id]') === box)
          return { x, y, at: `${r.left},${r.top}` };
      }
      box.scrollIntoView({ block: 'center' });
      return null;
    }, id);
    if (point && point.at === last) return point;
    last = point?.at ?? '';
  }
  throw new Error(`box ${id} never came to rest where a pointer can reach it`);
}

export class GridSession {
  private readonly boxes: Locator;
  private readonly random = seededRandom(4);
  private count = 0;

  constructor(private readonly subject: BenchSubject) {
    this.boxes = subject.page.locator('[data-box-id]');
  }

  private get page() {
    return this.subject.page;
  }

  private randomBox(size: number): Locator {
    return this.boxes.nth(Math.floor(this.random() * size));
  }

  /**
   * Grows the grid with Space to `size`. The add samples are the last ADD_SAMPLES presses (so 471→500 boxes):
   * the growth itself is the add workload, and no deletes disturb the grid between samples.
   */
  async growTo(size: number): Promise<number[]> {
    if (this.count === 0) this.count = await this.boxes.count();
    if (this.count === 0) throw new Error('no [data-box-id] element on the page');
    const add: number[] = [];
    while (this.count < size) {
      const ms = await timed(this.page, 'add', undefined, () => this.page.keyboard.press('Space'));
      this.count += 1;
      if (this.count > size - ADD_SAMPLES) add.push(ms);
    }
    const found = await this.boxes.count();
    if (found !== size) throw new Error(`expected ${size} boxes after pressing Space, found ${found}`);
    return add;
  }

  async selectSamples(size: number): Promise<number[]> {
    const select: number[] = [];
    for (let i = 0; i < SELECT_SAMPLES; i += 1) {
      let box = this.randomBox(size);
      while ((await box.getAttribute('data-selected')) === 'true') box = this.randomBox(size);
      const id = (await box.getAttribute('data-box-id')) ?? '';
      // The mouse at the box's centre, not locator.click(): Playwright's click checks its hit target inside the
      // page's pointerdown (elementsFromPoint), which the span would count as the page's own work. clickablePoint
      // brings the box into view itself.
      const { x, y } = await clickablePoint(this.page, id);
      select.push(await timed(this.page, 'select', id, () => this.page.mouse.click(x, y)));
    }
    return select;
  }

  /** One box selected, its colour field shown, then Enter per sample. */
  async styleSamples(size: number): Promise<number[]> {
    const target = this.randomBox(size);
    const id = await shown(this.page, target);
    await target.click();
    const field = await this.subject.openColourField();
    const style: number[] = [];
    for (let i = 0; i < STYLE_SAMPLES; i += 1) {
      await field.fill(sampleColour(i));
      await settle(this.page);
      style.push(await timed(this.page, 'style', id, () => field.press('Enter')));
    }
    await this.subject.closeColourField();
    return style;
  }

  /** One box's text opened, then a letter per sample. */
  async typeSamples(size: number): Promise<number[]> {
    const target = this.randomBox(size);
    const id = await shown(this.page, target);
    await this.subject.startTyping(target);
    const typed: number[] = [];
    for (let i = 0; i < TYPE_SAMPLES; i += 1) {
      typed.push(await timed(this.page, 'type', id, () => this.page.keyboard.press('x')));
    }
    await this.subject.stopTyping();
    return typed;
  }

  /** All of one size's samples (style and typing from FULL_FROM boxes up). */
  async measureAt(size: number): Promise<SizeSamples> {
    const samples: SizeSamples = { add: await this.growTo(size), select: await this.selectSamples(size) };
    if (size >= FULL_FROM) {
      samples.style = await this.styleSamples(size);
      samples.type = await this.typeSamples(size);
    }
    await blurFocus(this.page);
    return samples;
  }
}
