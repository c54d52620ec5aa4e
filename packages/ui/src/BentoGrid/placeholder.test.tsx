import { render, screen } from '@testing-library/react';
import {
  createBox,
  createDefaultGridData,
  createNestedBox,
  FIRST_BOX_TEXT,
  type GridData,
} from '@bento/core';
import { renderToString } from 'react-dom/server';
import { BentoGrid } from './BentoGrid';
import { isPlaceholderContent } from './placeholder';

/** The default document (its first box holds FIRST_BOX_TEXT) plus placeholder and real boxes. */
function documentWithPlaceholders(): GridData {
  const gridData = createDefaultGridData();
  gridData.boxes.push(
    createBox('new', 1, 'New Box 3'),
    createBox('styled', 2, '<p><span style="color: red">Initial Box 12</span></p>', {
      nestedBoxes: [
        createNestedBox('nested-placeholder', 'styled', 'Nested Element 1'),
        createNestedBox('nested-text', 'styled', '<p>Opening hours</p>'),
      ],
    }),
    createBox('real', 3, '<p>New Box 3 is my favourite</p>'),
  );
  return gridData;
}

function textOf(root: ParentNode, selector: string): string | null | undefined {
  return root.querySelector(selector)?.textContent;
}

describe('isPlaceholderContent', () => {
  it.each([
    FIRST_BOX_TEXT,
    `<p>${FIRST_BOX_TEXT}</p>`,
    'New Box 1',
    'Initial Box 12',
    'New Element 2',
    'Nested Box 4',
    'Nested Element 3',
    '<p><span style="color: red">New Box 7</span></p>',
    ' <p>New&nbsp;Box 7</p> ',
  ])('%s is a placeholder', (html) => expect(isPlaceholderContent(html)).toBe(true));

  it.each([
    '',
    'New Box',
    'New Box 1 and more',
    'Double-click to add/edit text, then publish',
    'Box 1',
    '<p>Hello</p>',
    null,
    undefined,
  ])('%s is not a placeholder', (html) => expect(isPlaceholderContent(html)).toBe(false));
});

describe('BentoGrid placeholders: editor-only', () => {
  it('the editor (default) shows the placeholder texts, marked as placeholders, and real text as it is', () => {
    render(<BentoGrid gridData={documentWithPlaceholders()} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).toHaveTextContent(FIRST_BOX_TEXT);
    expect(grid).toHaveTextContent('New Box 3');
    expect(grid).toHaveTextContent('Initial Box 12');
    expect(grid).toHaveTextContent('Nested Element 1');
    const marked = [...grid.querySelectorAll('[data-placeholder]')].map((text) => text.textContent);
    expect(marked.sort()).toEqual([FIRST_BOX_TEXT, 'Initial Box 12', 'Nested Element 1', 'New Box 3']);
    expect(textOf(grid, '[data-box-id="real"] [data-placeholder]')).toBeUndefined();
    expect(textOf(grid, '[data-nested-box-id="nested-text"] [data-placeholder]')).toBeUndefined();
  });

  it('mutes a placeholder by its colour at 72 %; real text keeps its colour', () => {
    render(<BentoGrid gridData={documentWithPlaceholders()} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    const placeholder = grid.querySelector<HTMLElement>('[data-box-id="new"] [data-placeholder]')!;
    expect(placeholder.style.color).toBe('color-mix(in srgb, rgb(45, 55, 72) 72%, transparent)');
    const real = grid.querySelector<HTMLElement>('[data-box-id="real"] > * > * > div')!;
    expect(real).toHaveTextContent('New Box 3 is my favourite');
    expect(real.style.color).toBe('rgb(45, 55, 72)');
  });

  it('the viewer shows placeholder boxes empty and keeps every real text and every box', () => {
    render(<BentoGrid gridData={documentWithPlaceholders()} viewer />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).not.toHaveTextContent(FIRST_BOX_TEXT);
    expect(textOf(grid, '[data-box-id="box-1"]')).toBe('');
    expect(textOf(grid, '[data-box-id="new"]')).toBe('');
    expect(textOf(grid, '[data-nested-box-id="nested-placeholder"]')).toBe('');
    expect(textOf(grid, '[data-nested-box-id="nested-text"]')).toBe('Opening hours');
    expect(textOf(grid, '[data-box-id="real"]')).toBe('New Box 3 is my favourite');
    expect(grid.querySelectorAll('[data-box-id]')).toHaveLength(4);
    expect(grid.querySelectorAll('[data-placeholder]')).toHaveLength(0);
  });

  it('on the server too: renderToString of the viewer holds no placeholder, the editor render does', () => {
    const viewerHtml = renderToString(<BentoGrid gridData={documentWithPlaceholders()} viewer />);
    expect(viewerHtml).not.toContain(FIRST_BOX_TEXT);
    expect(viewerHtml).not.toMatch(/>(New Box 3|Initial Box 12|Nested Element 1)</);
    expect(viewerHtml).toContain('New Box 3 is my favourite');
    expect(viewerHtml).toContain('Opening hours');
    const editorHtml = renderToString(<BentoGrid gridData={documentWithPlaceholders()} />);
    expect(editorHtml).toContain(FIRST_BOX_TEXT);
    expect(editorHtml).toContain('New Box 3');
    expect(editorHtml).toContain('Nested Element 1');
  });

  it('switching modes re-renders the boxes', () => {
    const gridData = documentWithPlaceholders();
    const { rerender } = render(<BentoGrid gridData={gridData} />);
    expect(screen.getByText(FIRST_BOX_TEXT)).toBeInTheDocument();
    rerender(<BentoGrid gridData={gridData} viewer />);
    expect(screen.queryByText(FIRST_BOX_TEXT)).not.toBeInTheDocument();
  });
});
