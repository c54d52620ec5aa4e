// Hostile input for sanitizeRichText: its output is shown on public pages, so nothing here may survive as
// markup, a handler, a script URL or a style that is not allow-listed.
import fc from 'fast-check';
import { RICH_TEXT_TAGS, sanitizeRichText } from './richText';

const BLANK_LINK = '<a target="_blank" rel="noopener noreferrer">x</a>';

describe('sanitizeRichText: hostile markup', () => {
  it('matches tags case-insensitively', () => {
    expect(sanitizeRichText('<SCRIPT>alert(1)</SCRIPT><P>x</P>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<ScRiPt>alert(1)</sCrIpT>ok')).toBe('ok');
    expect(sanitizeRichText('<STRONG STYLE="color:red">b</STRONG>')).toBe(
      '<strong style="color:red">b</strong>',
    );
  });

  it('drops script URLs however the scheme is spelled', () => {
    for (const href of [
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'jav\tascript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#x6A avascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      ' \n javascript:alert(1)',
      'java\0script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'https:alert(1)',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(BLANK_LINK);
    }
    expect(sanitizeRichText('<A HREF=javascript:alert(1)>x</A>')).toBe(BLANK_LINK);
  });

  it('keeps safe URLs trimmed and escaped', () => {
    expect(sanitizeRichText('<a href=" \t\nhttps://ok.example/ ">x</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href=https://x.io/?a=1&amp;b=2>x</a>')).toBe(
      '<a href="https://x.io/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.io/&quot;onmouseover=alert(1)">x</a>')).toBe(
      '<a href="https://x.io/&quot;onmouseover=alert(1)" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops dangerous or escaped CSS', () => {
    expect(sanitizeRichText('<span style="color:expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="background:url(javascript:alert(1))">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<span style="color:url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="color:\\72 ed">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="col\\6fr:red">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="color:red;behavior:url(#default#x)">x</span>')).toBe(
      '<span style="color:red">x</span>',
    );
    expect(sanitizeRichText('<span style="font-family:&quot;x&quot;">x</span>')).toBe(
      '<span style="font-family:&quot;x&quot;">x</span>',
    );
  });

  it('closes unclosed tags and unwraps broken nesting', () => {
    expect(sanitizeRichText('<p>unclosed <b>bold <i>italic')).toBe(
      '<p>unclosed <b>bold <i>italic</i></b></p>',
    );
    expect(sanitizeRichText('<div><p>a</div>b')).toBe('<div><p>a</p></div>b');
    expect(sanitizeRichText('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeRichText('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<b>x</i></b>')).toBe('<b>x</b>');
    expect(sanitizeRichText('</p></br>')).toBe('<p></p><br />');
    expect(sanitizeRichText('<p>x</p foo="bar">')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<a href="https://x.io"')).toBe('<p>x</p>');
  });

  it('reads unquoted attributes up to whitespace or ">"', () => {
    expect(sanitizeRichText('<p title=a onclick=alert(1) style=color:red>x</p>')).toBe(
      '<p style="color:red">x</p>',
    );
    expect(sanitizeRichText('<p style=color:red/>x')).toBe('<p>x</p>');
  });

  it('drops script, style and friends inside svg and math', () => {
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<svg><style><img src=x onerror=alert(1)></style></svg>')).toBe('');
    expect(sanitizeRichText('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('x');
    expect(sanitizeRichText('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<svg><p/>x</svg>')).toBe('<p></p>x');
  });

  it('drops images with their handlers', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"/>after')).toBe('after');
    expect(sanitizeRichText('<image src=x onerror=alert(1)>after</image>')).toBe('after');
  });

  it('never lets raw-text elements smuggle markup out', () => {
    expect(sanitizeRichText('</textarea><script>alert(1)</script>')).toBe('');
    expect(sanitizeRichText('<textarea></textarea><script>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeRichText('<textarea><p>x</p></textarea>y')).toBe('y');
    expect(sanitizeRichText('<xmp><script>alert(1)</script></xmp>')).toBe('');
    expect(sanitizeRichText('<title><script>alert(1)</script></title>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('<p></p>');
    expect(sanitizeRichText('<iframe src=javascript:alert(1)><p>fallback</p></iframe>')).toBe(
      '<p>fallback</p>',
    );
    expect(sanitizeRichText('<<script>script>alert(1)</script>')).toBe('&lt;');
  });

  it('never turns entities into markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeRichText('<p>&#60;img src=x onerror=alert(1)&#62;</p>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(sanitizeRichText('<p>&amp;lt;b&amp;gt;</p>')).toBe('<p>&amp;lt;b&amp;gt;</p>');
    expect(sanitizeRichText('<p>&copy 2024 &hellip; &bogus; &#0;</p>')).toBe(
      '<p>\u00a9 2024 \u2026 &amp;bogus; \ufffd</p>',
    );
  });

  it('writes no comments, CDATA, doctypes or processing instructions', () => {
    expect(sanitizeRichText('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeRichText('<!--><script>alert(1)</script>-->')).toBe('--&gt;');
    expect(sanitizeRichText('<![CDATA[<script>alert(1)</script>]]>ok')).toBe('ok');
    expect(sanitizeRichText('<?xml version="1.0"?>ok<!DOCTYPE html>')).toBe('ok');
    expect(sanitizeRichText('<p>x</p><!-- unclosed <script>')).toBe('<p>x</p>');
  });

  it('removes null bytes', () => {
    expect(sanitizeRichText('<p>a\0b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<scr\0ipt>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeRichText('<p on\0click="x">y</p>')).toBe('<p>y</p>');
  });

  it('handles very deep nesting without recursion', () => {
    const depth = 50_000;
    expect(sanitizeRichText('<b>'.repeat(depth) + 'x')).toBe(
      '<b>'.repeat(depth) + 'x' + '</b>'.repeat(depth),
    );
    expect(sanitizeRichText('<div><span>'.repeat(depth) + '</i>'.repeat(depth))).toBe(
      '<div><span>'.repeat(depth) + '</span></div>'.repeat(depth),
    );
  });

  it('sanitises a 1 MB document', () => {
    const paragraph =
      '<p style="text-align: center;"><span style="color: rgb(1, 2, 3);">Hi &amp; <b>bye</b></span></p>';
    const html = paragraph.repeat(Math.ceil(2 ** 20 / paragraph.length));
    const clean =
      '<p style="text-align:center"><span style="color:rgb(1, 2, 3)">Hi &amp; <b>bye</b></span></p>';
    expect(sanitizeRichText(html)).toBe(clean.repeat(Math.ceil(2 ** 20 / paragraph.length)));
    expect(sanitizeRichText('<'.repeat(2 ** 20))).toBe('&lt;'.repeat(2 ** 20));
  });
});

describe('sanitizeRichText: properties over random markup', () => {
  const pieces = [
    ...['<', '>', '/', '=', '&', ';', '#', '"', "'", ' ', '\n', '\0', '!--', '-->', '![CDATA[', ']]>', '?'],
    ...[
      'p',
      'a',
      'b',
      'br',
      'li',
      'span',
      'script',
      'style',
      'svg',
      'math',
      'iframe',
      'textarea',
      'title',
      'xmp',
    ],
    ...['img', 'SCRIPT', 'desc', 'foreignObject', 'option', 'noscript', 'table', 'form', 'plaintext'],
    ...[
      'href=',
      'style=',
      'onerror=',
      'target=',
      '_self',
      'https://x.io',
      'javascript:',
      'color:red',
      'amp',
      'x41',
    ],
  ];
  const markup = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));
  const ALLOWED_TAG = new RegExp(
    `^</?(${RICH_TEXT_TAGS.join('|')})( (href|target|rel|style)="[^"<>]*")*( /)?>$`,
  );

  it('writes only allowed tags and attributes, and escapes every "&"', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const clean = sanitizeRichText(html);
        for (const tag of clean.match(/<[^>]*>?/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
        expect(clean).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      }),
      { seed: 4, numRuns: 2000 },
    );
  });

  it('is idempotent: its output sanitises to itself (no mutation on re-parse)', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const clean = sanitizeRichText(html);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { seed: 5, numRuns: 2000 },
    );
  });
});
