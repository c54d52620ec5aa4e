import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBox, createDefaultGridData, createNestedBox, type Box, type GridData } from '@bento/core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BentoGrid } from './BentoGrid';

function gridWith(...boxes: Box[]): GridData {
  const gridData = createDefaultGridData();
  gridData.boxes.push(...boxes);
  return gridData;
}

function boxEl(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-box-id="${id}"]`);
  if (!el) throw new Error(`no box ${id}`);
  return el;
}

describe('BentoGrid', () => {
  it('renders the boxes in order inside the labelled grid with its column count', () => {
    const gridData = createDefaultGridData();
    gridData.boxes.push(createBox('b', 2, 'Third'), createBox('a', 1, '<b>Second</b>'));
    render(<BentoGrid gridData={gridData} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).toHaveAttribute('data-columns', '5');
    expect([...grid.children].map((box) => box.textContent)).toEqual([
      'Double-click to add/edit text',
      'Second',
      'Third',
    ]);
  });

  it('is labelled Grid Container when squircles are off', () => {
    const gridData = createDefaultGridData();
    gridData.gridSettings.useSquircles = false;
    render(<BentoGrid gridData={gridData} />);
    const grid = screen.getByRole('region', { name: 'Grid Container' });
    expect(grid).not.toHaveClass('squircles');
    expect(grid.style.getPropertyValue('--bento-corner-shape')).toBe('');
  });

  it('follows its container unless a breakpoint is forced, which it then exposes', () => {
    const { rerender } = render(<BentoGrid gridData={createDefaultGridData()} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).not.toHaveAttribute('data-breakpoint');
    expect(grid.parentElement).toHaveClass('root');
    rerender(<BentoGrid gridData={createDefaultGridData()} breakpoint="mobile" />);
    expect(grid).toHaveAttribute('data-breakpoint', 'mobile');
    expect(grid).toHaveAttribute('data-columns', '2');
    rerender(<BentoGrid gridData={createDefaultGridData()} breakpoint="tablet" />);
    expect(grid).toHaveAttribute('data-columns', '4');
  });

  it('puts the per-breakpoint grid values and the squircle corner shape on the region', () => {
    render(<BentoGrid gridData={createDefaultGridData()} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).toHaveClass('grid', 'squircles');
    const value = (name: string) => grid.style.getPropertyValue(name);
    expect(value('--bento-columns-mobile')).toBe('2');
    expect(value('--bento-columns-tablet')).toBe('4');
    expect(value('--bento-columns-desktop')).toBe('5');
    expect(value('--bento-gap-mobile')).toBe('10.2px');
    expect(value('--bento-gap-tablet')).toBe('13.6px');
    expect(value('--bento-gap-desktop')).toBe('17px');
    expect(value('--bento-corner-shape')).toBe('superellipse(2)');
    expect(value('--bento-radius')).toBe('29px');
    expect(value('--bento-nested-radius')).toBe('20.3px');
    expect(grid.style.backgroundColor).toBe('rgb(237, 237, 237)');
  });

  it('gives every box its spans, order and visibility per breakpoint as custom properties', () => {
    render(
      <BentoGrid
        gridData={gridWith(
          createBox('wide', 1, 'Wide', { colSpan: 4, rowSpan: 3, hideOnTablet: true }),
          createBox('full', 2, 'Full', { forceFullWidthMobile: true, mobileOrder: 'bottom' }),
        )}
      />,
    );
    const wide = boxEl('wide').style;
    expect(wide.getPropertyValue('--bento-span-desktop')).toBe('4');
    expect(wide.getPropertyValue('--bento-span-tablet')).toBe('4');
    expect(wide.getPropertyValue('--bento-span-mobile')).toBe('1');
    expect(wide.getPropertyValue('--bento-rows-desktop')).toBe('3');
    expect(wide.getPropertyValue('--bento-rows-mobile')).toBe('3');
    expect(wide.getPropertyValue('--bento-min-height-desktop')).toBe('90px');
    expect(wide.getPropertyValue('--bento-display-tablet')).toBe('none');
    expect(wide.getPropertyValue('--bento-display-desktop')).toBe('');
    const full = boxEl('full').style;
    expect(full.getPropertyValue('--bento-span-mobile')).toBe('2');
    expect(full.getPropertyValue('--bento-order-desktop')).toBe('2');
    expect(full.getPropertyValue('--bento-order-mobile')).toBe('4000002');
  });

  it('shows the empty state only without boxes', () => {
    const empty = { ...createDefaultGridData(), boxes: [] };
    const { rerender } = render(<BentoGrid gridData={empty} emptyState="Nothing here yet" />);
    expect(screen.getByRole('region', { name: 'Content Grid' })).toHaveTextContent('Nothing here yet');
    rerender(<BentoGrid gridData={createDefaultGridData()} emptyState="Nothing here yet" />);
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('lets the editor add props and extras to boxes without losing their identity', () => {
    const onClick = jest.fn();
    render(
      <BentoGrid
        gridData={createDefaultGridData()}
        selectedIds={new Set(['box-1'])}
        boxProps={(box) => ({
          onClick: () => onClick(box.id),
          className: 'draggable',
          style: { transform: 'translateX(4px)' },
          tabIndex: 0,
        })}
        renderBoxExtras={(box) => <button type="button">Handle of {box.id}</button>}
      />,
    );
    const box = boxEl('box-1');
    fireEvent.click(box);
    expect(onClick).toHaveBeenCalledWith('box-1');
    expect(box).toHaveClass('box', 'selected', 'draggable');
    expect(box).toHaveAttribute('data-selected', 'true');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.style.transform).toBe('translateX(4px)');
    expect(box.style.getPropertyValue('--bento-span-desktop')).toBe('1');
    expect(screen.getByRole('button', { name: 'Handle of box-1' }).parentElement).toBe(box);
  });
});

describe('BentoGrid re-rendering', () => {
  function setup() {
    const renders: string[] = [];
    const extras = (box: Box) => {
      renders.push(box.id);
      return null;
    };
    const gridData = gridWith(...['a', 'b', 'c', 'd'].map((id, i) => createBox(id, i + 1, id)));
    const view = (data: GridData, selected: string[]) => (
      <BentoGrid gridData={data} selectedIds={new Set(selected)} renderBoxExtras={extras} />
    );
    const utils = render(view(gridData, []));
    renders.length = 0;
    return {
      renders,
      gridData,
      rerender: (data: GridData, selected: string[]) => utils.rerender(view(data, selected)),
    };
  }

  it('re-renders only the boxes whose selection changed', () => {
    const { renders, gridData, rerender } = setup();
    rerender(gridData, ['b']);
    expect(renders).toEqual(['b']);
    renders.length = 0;
    rerender(gridData, ['c']);
    expect(renders.sort()).toEqual(['b', 'c']);
    renders.length = 0;
    rerender(gridData, ['c']); // a new Set with the same ids
    expect(renders).toEqual([]);
    expect(boxEl('c')).toHaveAttribute('data-selected', 'true');
    expect(boxEl('b')).not.toHaveAttribute('data-selected');
  });

  it('shows the editor instead of the text of the box or nested box being edited, re-rendering only it', () => {
    const renders: string[] = [];
    const extras = (box: Box) => {
      renders.push(box.id);
      return null;
    };
    const parent = createBox('p', 1, 'Parent text', {
      nestedBoxes: [createNestedBox('n', 'p', 'Nested text')],
    });
    const gridData = gridWith(parent, createBox('q', 2, 'Other text'));
    const editor = (target: Box | { id: string }) => <textarea aria-label={`Editing ${target.id}`} />;
    const view = (editingId: string | null) => (
      <BentoGrid gridData={gridData} editingId={editingId} renderEditor={editor} renderBoxExtras={extras} />
    );
    const { rerender } = render(view(null));
    renders.length = 0;
    rerender(view('p'));
    expect(screen.getByRole('textbox', { name: 'Editing p' })).toBeInTheDocument();
    expect(boxEl('p')).not.toHaveTextContent('Parent text');
    expect(boxEl('p')).toHaveTextContent('Nested text');
    expect(renders).toEqual(['p']);
    rerender(view('n'));
    expect(screen.getByRole('textbox', { name: 'Editing n' })).toBeInTheDocument();
    expect(boxEl('p')).toHaveTextContent('Parent text');
    expect(boxEl('p')).not.toHaveTextContent('Nested text');
    rerender(view(null));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(boxEl('q')).toHaveTextContent('Other text');
  });

  it('re-renders only the box that changed when the document changes', () => {
    const { renders, gridData, rerender } = setup();
    const boxes = gridData.boxes.map((box) => (box.id === 'c' ? { ...box, contentId: 'C!' } : box));
    rerender({ ...gridData, boxes }, []);
    expect(renders).toEqual(['c']);
    expect(boxEl('c')).toHaveTextContent('C!');
  });
});

describe('BentoGrid on the server', () => {
  function richGrid(): GridData {
    return gridWith(
      createBox('media', 1, '<p>Photo <strong>caption</strong></p>', {
        colSpan: 2,
        rowSpan: 2,
        style: {
          ...createBox('x', 0, '').style,
          bgImageUrl: 'https://img.example/a.jpg',
          isGlassmorphism: true,
          borderColor: '#ff0000',
          borderWidth: 2,
          opacity: 0.8,
          linkUrl: 'https://example.com',
        },
      }),
      createBox('video', 2, 'Clip', {
        hideOnMobile: true,
        style: { ...createBox('x', 0, '').style, bgVideoUrl: 'https://v.example/a.mp4' },
      }),
      createBox('frame', 3, '', {
        autoHeight: true,
        style: { ...createBox('x', 0, '').style, iframeUrl: 'http://www.youtube.com/embed/x' },
      }),
    );
  }

  /**
   * What React adds around the markup (comments between text nodes, hoisted image preloads) removed, styles
   * through the same CSS parser; `muted` is set as a property on the client, as an attribute on the server.
   * Attributes are sorted.
   */
  function normalised(root: HTMLElement): string {
    for (const link of root.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode?.removeChild(comment);
    for (const el of root.querySelectorAll<HTMLElement>('[style]'))
      el.style.cssText = el.getAttribute('style')!;
    for (const el of root.querySelectorAll('[muted]')) el.removeAttribute('muted');
    // attribute order carries no meaning (React's client sets an img's src last on purpose)
    for (const el of root.querySelectorAll('*')) {
      const attributes = [...el.attributes].map(({ name, value }) => [name, value] as const).sort();
      for (const [name] of attributes) el.removeAttribute(name);
      for (const [name, value] of attributes) el.setAttribute(name, value);
    }
    root.normalize();
    return root.innerHTML;
  }

  it('renders to a string that holds the text and equals the client render', () => {
    const element = <BentoGrid gridData={richGrid()} />;
    const html = renderToString(element);
    expect(html).toContain('Double-click to add/edit text');
    expect(html).toContain('Photo <strong>caption</strong>');
    expect(html).toContain('backdrop-filter:blur(8px)');
    expect(html).toMatch(/<video[^>]* muted=""/);
    expect(html).not.toContain('data-breakpoint');
    expect(html).toContain('<link rel="preload" as="image" href="https://img.example/a.jpg"/>');

    const server = document.createElement('div');
    server.innerHTML = html;
    const { container } = render(element);
    expect(normalised(container)).toBe(normalised(server));
  });

  it('hydrates without a single mismatch', () => {
    const element = <BentoGrid gridData={richGrid()} selectedIds={new Set(['frame'])} interactiveLinks />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    // A browser's parser turns the muted attribute into the muted state; jsdom's does not.
    for (const video of container.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
    const before = container.querySelector('[data-box-id="media"]');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    act(() => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // the server's nodes were adopted, not replaced
    expect(container.querySelector('[data-box-id="media"]')).toBe(before);
    container.remove();
  });
});
