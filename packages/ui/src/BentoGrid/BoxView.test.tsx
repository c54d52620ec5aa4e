import { render, screen } from '@testing-library/react';
import {
  createBox,
  createDefaultBoxStyle,
  createDefaultGridData,
  createNestedBox,
  createDefaultNestedBoxStyle,
  type Box,
  type BoxStyle,
  type NestedBoxStyle,
} from '@bento/core';
import { renderToString } from 'react-dom/server';
import { BentoGrid } from './BentoGrid';
import type { BentoGridProps } from './types';

function styled(overrides: Partial<BoxStyle>): BoxStyle {
  return { ...createDefaultBoxStyle(), ...overrides };
}

function gridOf(...boxes: Box[]) {
  return { ...createDefaultGridData(), boxes };
}

function renderBoxes(boxes: Box[], props: Partial<BentoGridProps> = {}) {
  return render(<BentoGrid gridData={gridOf(...boxes)} {...props} />);
}

function boxEl(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-box-id="${id}"]`);
  if (!el) throw new Error(`no box ${id}`);
  return el;
}

describe('box text', () => {
  it('sanitises the rich text before display', () => {
    renderBoxes([
      createBox(
        'x',
        0,
        '<p onclick="window.__hit=1">Hello <strong>there</strong></p><script>window.__hit=2</script>' +
          '<img src=x onerror="window.__hit=3"><a href="javascript:alert(1)">bad link</a>' +
          '<a href="https://ok.example">good link</a>',
      ),
    ]);
    const box = boxEl('x');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onclick]')).toBeNull();
    expect(box.querySelector('img')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('good link')).toHaveAttribute('href', 'https://ok.example');
    expect(screen.getByText('good link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect((window as unknown as { __hit?: number }).__hit).toBeUndefined();
  });

  it('applies the textStyle', () => {
    const box = createBox('x', 0, 'Styled', {
      textStyle: {
        color: '#ff0000',
        fontSize: 24,
        fontWeight: 700,
        fontStyle: 'italic',
        textDecoration: 'underline',
        textAlign: 'right',
        lineHeight: 2,
        fontFamily: 'Georgia',
      },
    });
    renderBoxes([box]);
    expect(screen.getByText('Styled')).toHaveStyle({
      color: 'rgb(255, 0, 0)',
      fontSize: '24px',
      fontWeight: '700',
      fontStyle: 'italic',
      textDecoration: 'underline',
      textAlign: 'right',
      lineHeight: '2',
    });
    expect(screen.getByText('Styled').style.fontFamily).toContain('Georgia');
  });
});

describe('box look', () => {
  it('renders colour, border, opacity and glass (checked in server HTML: jsdom drops backdrop-filter)', () => {
    const html = renderToString(
      <BentoGrid
        gridData={gridOf(
          createBox('a', 0, 'A', {
            style: styled({ bgColor: '#112233', borderColor: '#00ff00', borderWidth: 4 }),
          }),
          createBox('b', 1, 'B', { style: styled({ opacity: 0.25, isGlassmorphism: true }) }),
          createBox('c', 2, 'C', { style: styled({ bgColor: 'transparent' }) }),
        )}
      />,
    );
    expect(html).toContain('style="background-color:#112233;border:4px solid #00ff00"');
    expect(html).toContain(
      'style="background-color:rgba(255, 255, 255, 0.1);opacity:0.25;backdrop-filter:blur(8px);-webkit-backdrop-filter:blur(8px)"',
    );
    expect(html).toContain('style="background-color:transparent"');
  });

  it('shows a background image as a decorative image layer', () => {
    renderBoxes([
      createBox('x', 0, 'Photo', {
        style: styled({ bgImageUrl: 'https://img.example/p.jpg', imageScale: 1.2, bgImagePadding: 5 }),
      }),
    ]);
    const img = boxEl('x').querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://img.example/p.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img.style.transform).toBe('scale(1.2)');
    expect(img.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(img.parentElement!.style.inset).toBe('5%');
  });

  it('plays a background video muted, looping and inline without any script', () => {
    renderBoxes([createBox('x', 0, '', { style: styled({ bgVideoUrl: 'https://v.example/loop.webm' }) })]);
    const video = boxEl('x').querySelector('video')!;
    expect(video).toHaveAttribute('src', 'https://v.example/loop.webm');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
  });

  it('ignores unsafe background URLs', () => {
    renderBoxes([createBox('x', 0, '', { style: styled({ bgImageUrl: 'javascript:alert(1)' }) })]);
    expect(boxEl('x').querySelector('img, video')).toBeNull();
  });

  it('marks only a surface holding background media (the one positioned, so the media lies under the text)', () => {
    renderBoxes([
      createBox('photo', 0, 'Photo', { style: styled({ bgImageUrl: 'https://img.example/p.jpg' }) }),
      createBox('plain', 1, 'Plain'),
      createBox('unsafe', 2, '', { style: styled({ bgImageUrl: 'javascript:alert(1)' }) }),
    ]);
    const surface = (id: string) => boxEl(id).firstElementChild!;
    expect(surface('photo')).toHaveAttribute('data-media');
    expect(surface('plain')).not.toHaveAttribute('data-media');
    expect(surface('unsafe')).not.toHaveAttribute('data-media');
  });
});

describe('box iframe', () => {
  it('forces https, defaults the title and sizes by aspect ratio', () => {
    renderBoxes([createBox('x', 0, '', { style: styled({ iframeUrl: 'http://player.vimeo.com/video/1' }) })]);
    const frame = screen.getByTitle('Embedded Content');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/1');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.parentElement).toHaveStyle({ minHeight: '100px', paddingBottom: '56.25%' });
  });

  it('is 450 px high with autoHeight and keeps its title', () => {
    renderBoxes([
      createBox('x', 0, '', {
        autoHeight: true,
        style: styled({ iframeUrl: 'https://example.com/w', iframeTitle: 'Widget' }),
      }),
    ]);
    const frame = screen.getByTitle('Widget');
    expect(frame.parentElement).toHaveStyle({ height: '450px' });
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame).not.toHaveAttribute('allow');
  });

  it('renders nothing for an unparseable URL', () => {
    renderBoxes([createBox('x', 0, 'Text', { style: styled({ iframeUrl: 'http://exa mple.com' }) })]);
    expect(boxEl('x').querySelector('iframe')).toBeNull();
  });
});

describe('box link', () => {
  it('exposes the link as data attributes and shows a pointer only when links are interactive', () => {
    const boxes = [
      createBox('a', 0, 'A', { style: styled({ linkUrl: 'example.com/page', linkTarget: '_self' }) }),
      createBox('b', 1, 'B', { style: styled({ linkUrl: 'javascript:alert(1)' }) }),
    ];
    const { rerender } = renderBoxes(boxes);
    expect(boxEl('a')).toHaveAttribute('data-link-url', 'https://example.com/page');
    expect(boxEl('a')).toHaveAttribute('data-link-target', '_self');
    expect(boxEl('a')).not.toHaveClass('linkable');
    expect(boxEl('b')).not.toHaveAttribute('data-link-url');
    expect(boxEl('a').querySelector('a')).toBeNull();
    rerender(<BentoGrid gridData={gridOf(...boxes)} interactiveLinks />);
    expect(boxEl('a')).toHaveClass('linkable');
    expect(boxEl('b')).not.toHaveClass('linkable');
  });
});

describe('nested boxes', () => {
  function nestedStyle(overrides: Partial<NestedBoxStyle>): NestedBoxStyle {
    return { ...createDefaultNestedBoxStyle(), ...overrides };
  }

  function parentWith(position: Box['nestedBoxPosition']): Box {
    return createBox('p', 0, 'Parent text', {
      nestedBoxPosition: position,
      nestedBoxes: [
        createNestedBox('n1', 'p', 'Left one', { style: nestedStyle({ horizontalPosition: 'left' }) }),
        createNestedBox('n2', 'p', 'Right one', {
          style: nestedStyle({
            horizontalPosition: 'right',
            justifySelf: 'end',
            width: '60%',
            height: '40px',
          }),
        }),
        createNestedBox('n3', 'p', '<b onclick="x()">Full</b>', {
          style: nestedStyle({ linkUrl: 'https://n.example', bgColor: '#123456' }),
        }),
      ],
    });
  }

  function nestedEl(id: string): HTMLElement {
    return document.querySelector<HTMLElement>(`[data-nested-box-id="${id}"]`)!;
  }

  it('renders them in a 2-column group at the top, with their slots, placement and own style', () => {
    renderBoxes([parentWith('top')], { selectedIds: new Set(['n2']), interactiveLinks: true });
    const group = nestedEl('n1').parentElement!;
    expect(group).toHaveClass('nestedGroup', 'nestedTop');
    expect(group.nextElementSibling).toHaveTextContent('Parent text');
    expect(nestedEl('n1')).toHaveClass('nested', 'slotLeft');
    expect(nestedEl('n2')).toHaveClass('slotRight', 'selected');
    expect(nestedEl('n2')).toHaveAttribute('data-selected', 'true');
    expect(nestedEl('n2')).toHaveStyle({ justifySelf: 'end', width: '60%', height: '40px' });
    expect(nestedEl('n3')).toHaveClass('slotFull', 'linkable');
    expect(nestedEl('n3')).toHaveAttribute('data-link-url', 'https://n.example');
    expect(nestedEl('n3').style.backgroundColor).toBe('rgb(18, 52, 86)');
    expect(nestedEl('n1').style.backgroundColor).toBe('rgb(240, 240, 240)');
    expect(nestedEl('n3').querySelector('[onclick]')).toBeNull();
    // nested boxes are not boxes: the e2e count of [data-box-id] stays one per box
    expect(document.querySelectorAll('[data-box-id]')).toHaveLength(1);
    expect(boxEl('p')).not.toHaveAttribute('data-selected');
  });

  it('puts the group after the text at the bottom, and stretches it when full', () => {
    const { rerender } = renderBoxes([parentWith('bottom')]);
    let group = nestedEl('n1').parentElement!;
    expect(group).toHaveClass('nestedBottom');
    expect(group.previousElementSibling).toHaveTextContent('Parent text');
    rerender(<BentoGrid gridData={gridOf(parentWith('full'))} />);
    group = nestedEl('n1').parentElement!;
    expect(group).toHaveClass('nestedFull');
    expect(group).toHaveAttribute('data-nested-position', 'full');
  });

  it('passes nestedBoxProps through', () => {
    const nestedBoxProps = jest.fn((nested: { id: string }) => ({ 'aria-label': `Nested ${nested.id}` }));
    renderBoxes([parentWith('top')], { nestedBoxProps });
    expect(screen.getByLabelText('Nested n2')).toBe(nestedEl('n2'));
    expect(nestedBoxProps).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }), expect.anything());
  });
});
