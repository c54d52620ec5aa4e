import { isEmptyRichText, richTextForSave, richTextToPlainText, sanitizeRichText } from './richText';

describe('sanitizeRichText: what it removes', () => {
  it('drops script and style elements with their content', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops event handlers', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe('');
  });

  it('drops javascript:, data: and relative links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="jav&#x61;script:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain(
      'href',
    );
    expect(sanitizeRichText('<a href="/relative">x</a>')).not.toContain('href');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('href');
  });

  it('drops iframes, images, forms and unknown tags', () => {
    expect(sanitizeRichText('<iframe src="https://x.io"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<form><input value="x"></form><table><tr><td>t</td></tr></table>')).toBe('t');
  });

  it('drops style properties that are not allowed and values that do not match', () => {
    expect(sanitizeRichText('<span style="position:fixed;color:red">x</span>')).toBe(
      '<span style="color:red">x</span>',
    );
    expect(sanitizeRichText('<span style="background-image:url(javascript:alert(1))">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<span style="color:expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<p style="behavior:url(x.htc);text-align:center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
  });

  it('drops class, id and other attributes', () => {
    expect(sanitizeRichText('<p class="a" id="b" data-x="1" title="t">x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeRichText: what it keeps', () => {
  it('keeps the formatting tags the editor produces', () => {
    const html =
      '<h2>T</h2><p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><br /></p>' +
      '<div><ul><li>one</li></ul><ol><li>two</li></ol></div>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps the allowed style properties', () => {
    const style =
      'color:#ff0000;font-size:24px;font-family:Montserrat, sans-serif;font-weight:700;font-style:italic;' +
      'text-decoration:underline;text-align:center;line-height:1.5';
    expect(sanitizeRichText(`<span style="${style}">x</span>`)).toBe(`<span style="${style}">x</span>`);
    expect(sanitizeRichText('<span style="color:rgb(1, 2, 3)">x</span>')).toBe(
      '<span style="color:rgb(1, 2, 3)">x</span>',
    );
  });

  it('keeps http, https and mailto links, forcing target _blank (unless _self) and rel', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="http://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://example.com" target="_self" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:me@example.com">x</a>')).toContain(
      'href="mailto:me@example.com"',
    );
    expect(sanitizeRichText('<a href="https://x.io" style="text-decoration:underline">x</a>')).toContain(
      'style="text-decoration:underline"',
    );
  });

  it('keeps plain text and escapes markup characters', () => {
    expect(sanitizeRichText('New Box 1')).toBe('New Box 1');
    expect(sanitizeRichText('a < b & c')).toBe('a &lt; b &amp; c');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('isEmptyRichText', () => {
  it('is true when nothing but whitespace remains after stripping tags', () => {
    expect(isEmptyRichText('')).toBe(true);
    expect(isEmptyRichText(null)).toBe(true);
    expect(isEmptyRichText('<p><br></p>')).toBe(true);
    expect(isEmptyRichText('<p>&nbsp; </p><!-- c -->')).toBe(true);
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
  });

  it('richTextForSave stores empty content as an empty string', () => {
    expect(richTextForSave('<p><br></p>')).toBe('');
    expect(richTextForSave('<p onclick="x">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('richTextToPlainText strips tags and decodes entities', () => {
    expect(richTextToPlainText('<p>a &amp; <b>b</b>&nbsp;</p>')).toBe('a & b');
  });
});
