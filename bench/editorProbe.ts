// Page-side instrumentation for bench/editor.ts, passed to page.evaluate (so it must not use anything from
// outside its own body). It times one interaction at a time: arm() names what to wait for, a capturing
// keydown (Space, Enter, a letter) or pointerdown (on the box) listener stamps the start, a MutationObserver sees the DOM change,
// and the span ends at the first task after the next animation frame, i.e. just after that frame is painted.

export type ProbeKind = 'add' | 'select' | 'style' | 'type';

export interface BenchProbe {
  /** 'add': the next Space keydown must add a [data-box-id] element; 'select': a pointerdown on box `id`
   * must end with that box at data-selected="true"; 'style': the next Enter keydown (in a colour field) must
   * change box `id`'s computed background colour; 'type': the next letter keydown must change box `id`'s text. */
  arm(kind: ProbeKind, id?: string): void;
  /** Milliseconds from the input event to the paint after the change; rejects when nothing changes. */
  result(timeoutMs: number): Promise<number>;
}

declare global {
  interface Window {
    __benchProbe?: BenchProbe;
  }
}

export function installProbe(): void {
  if (window.__benchProbe) return;
  interface Pending {
    kind: ProbeKind;
    id: string | undefined;
    boxesBefore: number;
    /** 'style': the box's background colour when armed; 'type': its text. */
    before: string;
    start: number | null;
    observer: MutationObserver | null;
    done: Promise<number>;
    resolve: (ms: number) => void;
  }
  let pending: Pending | null = null;
  const countBoxes = () => document.querySelectorAll('[data-box-id]').length;
  const boxOf = (id: string | undefined) => document.querySelector(`[data-box-id="${CSS.escape(id ?? '')}"]`);
  // The editor paints a box's background on its surface (the first child); the baseline on the box itself.
  const colourOf = (id: string | undefined) => {
    const box = boxOf(id);
    return box ? getComputedStyle(box.firstElementChild ?? box).backgroundColor : '';
  };
  const textOf = (id: string | undefined) => boxOf(id)?.textContent ?? '';
  const changed = (p: Pending) => {
    if (p.kind === 'add') return countBoxes() > p.boxesBefore;
    if (p.kind === 'style') return colourOf(p.id) !== p.before;
    if (p.kind === 'type') return textOf(p.id) !== p.before;
    return boxOf(p.id)?.getAttribute('data-selected') === 'true';
  };

  const endAfterNextPaint = (p: Pending, start: number) => {
    requestAnimationFrame(() => {
      // rAF callbacks run before the frame's style, layout and paint; the next task runs after them.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => p.resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };

  const begin = (p: Pending) => {
    const start = performance.now();
    p.start = start;
    p.observer = new MutationObserver(() => {
      if (!changed(p)) return;
      p.observer?.disconnect();
      endAfterNextPaint(p, start);
    });
    p.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      // Typed text may arrive as a text node's change.
      characterData: p.kind === 'type',
      // A style change may arrive as any attribute (style, class); the others need only data-selected.
      ...(p.kind === 'style' ? {} : { attributeFilter: ['data-selected'] }),
    });
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (pending?.kind === 'add' && pending.start === null && event.key === ' ') begin(pending);
    },
    { capture: true },
  );
  window.addEventListener(
    'keydown',
    (event) => {
      if (pending?.kind === 'style' && pending.start === null && event.key === 'Enter') begin(pending);
      const letter = event.key.length === 1 && event.key !== ' ';
      if (pending?.kind === 'type' && pending.start === null && letter) begin(pending);
    },
    { capture: true },
  );
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (pending?.kind !== 'select' || pending.start !== null || !(event.target instanceof Element)) return;
      const box = event.target.closest<HTMLElement>('[data-box-id]');
      if (box?.dataset.boxId === pending.id) begin(pending);
    },
    { capture: true },
  );

  window.__benchProbe = {
    arm(kind, id) {
      pending?.observer?.disconnect();
      let resolve: (ms: number) => void = () => {};
      const done = new Promise<number>((r) => (resolve = r));
      pending = {
        kind,
        id,
        boxesBefore: countBoxes(),
        before: kind === 'style' ? colourOf(id) : kind === 'type' ? textOf(id) : '',
        start: null,
        observer: null,
        done,
        resolve,
      };
    },
    result(timeoutMs) {
      const p = pending;
      if (!p) return Promise.reject(new Error('probe not armed'));
      const what =
        p.kind === 'add'
          ? 'a new box'
          : p.kind === 'style'
            ? `box ${p.id ?? ''} recoloured`
            : p.kind === 'type'
              ? `box ${p.id ?? ''} to show the typed letter`
              : `box ${p.id ?? ''} selected`;
      let timer = 0;
      const timeout = new Promise<number>((_, reject) => {
        timer = window.setTimeout(() => {
          p.observer?.disconnect();
          const phase = p.start === null ? 'the input event never reached the page' : 'the DOM never changed';
          reject(new Error(`waited ${timeoutMs} ms for ${what}: ${phase}`));
        }, timeoutMs);
      });
      return Promise.race([p.done, timeout]).finally(() => clearTimeout(timer));
    },
  };
}
