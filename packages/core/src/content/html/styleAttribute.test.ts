import { filterStyle, type StyleRules } from './styleAttribute';

const RULES: StyleRules = new Map([
  ['color', [/^[a-z]+$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/i]],
  ['font-family', [/^[\w\s,'"-]+$/]],
  ['line-height', [/^\d+(\.\d+)?$/]],
]);
const filter = (style: string) => filterStyle(style, RULES);

describe('filterStyle', () => {
  it('keeps allowed declarations, normalised to prop:value joined by ";"', () => {
    expect(filter(' color : red ; line-height : 1.5 ;')).toBe('color:red;line-height:1.5');
    expect(filter('color: rgb(1, 2, 3)')).toBe('color:rgb(1, 2, 3)');
    expect(filter('font-family: "Open Sans", sans-serif')).toBe('font-family:"Open Sans", sans-serif');
    expect(filter('color:red;;color:blue')).toBe('color:red;color:blue');
  });

  it('keeps !important in one spelling', () => {
    expect(filter('color:red!IMPORTANT')).toBe('color:red !important');
    expect(filter('color: red ! important')).toBe('color:red !important');
    expect(filter('color:!important')).toBe('');
  });

  it('drops properties that are not allowed (names are case-sensitive) and values that do not match', () => {
    expect(filter('position:fixed;color:red')).toBe('color:red');
    expect(filter('COLOR:red')).toBe('');
    expect(filter('color:expression(alert(1))')).toBe('');
    expect(filter('color:url(javascript:alert(1))')).toBe('');
    expect(filter('color:re\\64')).toBe('');
    expect(filter('col\\6fr:red')).toBe('');
    expect(filter('font-family:"a;b"')).toBe('');
  });

  it('drops the whole attribute when the CSS is malformed, as postcss rejected it', () => {
    expect(filter('color red')).toBe('');
    expect(filter('color:red;x')).toBe('');
    expect(filter('color:red}')).toBe('');
    expect(filter('color:red{')).toBe('');
    expect(filter('color:red;a{color:blue}')).toBe('');
    expect(filter('font-family:"a')).toBe('');
    expect(filter('color:rgb(1,2')).toBe('');
    expect(filter('color:red line-height:2')).toBe('');
    expect(filter('color:red/* unclosed')).toBe('');
  });

  it('ignores comments between declarations and drops declarations with comments inside', () => {
    expect(filter('/* a */color:red')).toBe('color:red');
    expect(filter('color:red;/* b */')).toBe('color:red');
    expect(filter('color:re/**/d;line-height:2')).toBe('line-height:2');
  });

  it('ignores at-rules and keeps ";" inside brackets and strings', () => {
    expect(filter('@import url(x.css);color:red')).toBe('color:red');
    expect(filter('line-height:2;color:url(a;b)')).toBe('line-height:2');
  });
});
