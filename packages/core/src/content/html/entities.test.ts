import { decodeEntityAt } from './entities';

const text = (html: string) => decodeEntityAt(html, 0, false);
const attribute = (html: string) => decodeEntityAt(html, 0, true);

describe('decodeEntityAt', () => {
  it('decodes named, decimal and hex references and reports where they end', () => {
    expect(text('&amp;x')).toEqual({ text: '&', end: 5 });
    expect(text('&hellip;')).toEqual({ text: '\u2026', end: 8 });
    expect(text('&#106;avascript')).toEqual({ text: 'j', end: 6 });
    expect(text('&#x6A;')).toEqual({ text: 'j', end: 6 });
    expect(text('&#X6a')).toEqual({ text: 'j', end: 5 });
    expect(text('&#x1F600;')).toEqual({ text: '\u{1F600}', end: 9 });
  });

  it('maps invalid numbers to U+FFFD and C1 numbers to Windows-1252, as browsers do', () => {
    expect(text('&#0;')?.text).toBe('\ufffd');
    expect(text('&#xD800;')?.text).toBe('\ufffd');
    expect(text('&#99999999999999999999;')?.text).toBe('\ufffd');
    expect(text('&#128;')?.text).toBe('\u20ac');
    expect(text('&#x81;')?.text).toBe('\u0081');
  });

  it('is not a reference without a name or digits', () => {
    expect(text('&')).toBeNull();
    expect(text('& b')).toBeNull();
    expect(text('&#;')).toBeNull();
    expect(text('&#x;')).toBeNull();
    expect(text('&bogus;')).toBeNull();
  });

  it('decodes legacy names without ";" in text, taking the longest legacy prefix', () => {
    expect(text('&copy 2024')).toEqual({ text: '\u00a9', end: 5 });
    expect(text('&notit;')).toEqual({ text: '\u00ac', end: 4 });
    expect(text('&ampx')).toEqual({ text: '&', end: 4 });
    expect(text('&hellip')).toBeNull(); // not a legacy name
  });

  it('leaves a legacy name without ";" alone in attributes when "=" or an alphanumeric follows', () => {
    expect(attribute('&amp;a=1')).toEqual({ text: '&', end: 5 });
    expect(attribute('&copy"')).toEqual({ text: '\u00a9', end: 5 });
    expect(attribute('&copy=1')).toBeNull();
    expect(attribute('&ampx=1')).toBeNull();
  });
});
