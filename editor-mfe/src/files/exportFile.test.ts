import { createDefaultInfiniteScrollConfig, exportDocument, type GridData } from '@bento/core';
import { docWith } from '../state/testUtils';
import { EXPORT_PROMPT, exportFileName, exportProject } from './exportFile';

function withInfiniteCaches(doc: GridData): GridData {
  return {
    ...doc,
    gridSettings: {
      ...doc.gridSettings,
      isInfiniteScrollMode: true,
      infiniteScrollConfig: {
        ...createDefaultInfiniteScrollConfig(),
        urlList: ['https://example.com/a.jpg'],
        cachedPlacements: [{ row: 0, col: 0, rowSpan: 1, colSpan: 1, originalImageIndex: 0 }],
        cachedItems: [
          {
            id: 'i1',
            imageUrl: 'https://example.com/a.jpg',
            aspectRatio: 1,
            loadingState: 'loaded',
            order: 0,
          },
        ],
      },
    },
  };
}

describe('exportFileName', () => {
  it.each([
    ['bento-design', 'bento-design.json'],
    ['my page', 'my page.json'],
    ['already.json', 'already.json'],
    ['SHOUT.JSON', 'SHOUT.JSON'],
    ['  padded  ', 'padded.json'],
    ['', 'bento-design.json'],
  ])('%j → %j', (answer, expected) => {
    expect(exportFileName(answer)).toBe(expected);
  });
});

describe('exportProject', () => {
  it('asks for a name defaulting to bento-design and downloads the document as JSON', () => {
    const ask = jest.fn(() => 'portfolio');
    const download = jest.fn();
    const doc = withInfiniteCaches(docWith(3));
    expect(exportProject(doc, ask, download)).toBe('portfolio.json');
    expect(ask).toHaveBeenCalledWith(EXPORT_PROMPT, 'bento-design');
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('portfolio.json');
    expect(JSON.parse(text)).toEqual(exportDocument(doc));
  });

  it('aborts when the prompt is cancelled', () => {
    const download = jest.fn();
    expect(exportProject(docWith(1), () => null, download)).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });
});
