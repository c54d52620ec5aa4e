// HTML character references, decoded as browsers (and htmlparser2) do. Named references cover the HTML 4 set
// plus &apos; (every name Lexical, browsers' innerHTML and common editors write); an unknown name stays literal
// text, which the serialiser then escapes, so it can never turn into markup.

/** Names of U+00A0..U+00FF in order; all of them also decode without the trailing semicolon (legacy). */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute ' +
  'micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring ' +
  'AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml ' +
  'times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil ' +
  'egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ' +
  'ugrave uacute ucirc uuml yacute thorn yuml';

/** name:hex code point; the first 11 also decode without the semicolon (legacy). */
const OTHERS =
  'quot:22 QUOT:22 amp:26 AMP:26 lt:3c LT:3c gt:3e GT:3e COPY:a9 REG:ae apos:27 OElig:152 oelig:153 ' +
  'Scaron:160 scaron:161 Yuml:178 fnof:192 circ:2c6 tilde:2dc Alpha:391 Beta:392 Gamma:393 Delta:394 ' +
  'Epsilon:395 Zeta:396 Eta:397 Theta:398 Iota:399 Kappa:39a Lambda:39b Mu:39c Nu:39d Xi:39e Omicron:39f ' +
  'Pi:3a0 Rho:3a1 Sigma:3a3 Tau:3a4 Upsilon:3a5 Phi:3a6 Chi:3a7 Psi:3a8 Omega:3a9 alpha:3b1 beta:3b2 ' +
  'gamma:3b3 delta:3b4 epsilon:3b5 zeta:3b6 eta:3b7 theta:3b8 iota:3b9 kappa:3ba lambda:3bb mu:3bc nu:3bd ' +
  'xi:3be omicron:3bf pi:3c0 rho:3c1 sigmaf:3c2 sigma:3c3 tau:3c4 upsilon:3c5 phi:3c6 chi:3c7 psi:3c8 ' +
  'omega:3c9 thetasym:3d1 upsih:3d2 piv:3d6 ensp:2002 emsp:2003 thinsp:2009 zwnj:200c zwj:200d lrm:200e ' +
  'rlm:200f ndash:2013 mdash:2014 lsquo:2018 rsquo:2019 sbquo:201a ldquo:201c rdquo:201d bdquo:201e ' +
  'dagger:2020 Dagger:2021 bull:2022 hellip:2026 permil:2030 prime:2032 Prime:2033 lsaquo:2039 rsaquo:203a ' +
  'oline:203e frasl:2044 euro:20ac image:2111 weierp:2118 real:211c trade:2122 alefsym:2135 larr:2190 ' +
  'uarr:2191 rarr:2192 darr:2193 harr:2194 crarr:21b5 lArr:21d0 uArr:21d1 rArr:21d2 dArr:21d3 hArr:21d4 ' +
  'forall:2200 part:2202 exist:2203 empty:2205 nabla:2207 isin:2208 notin:2209 ni:220b prod:220f sum:2211 ' +
  'minus:2212 lowast:2217 radic:221a prop:221d infin:221e ang:2220 and:2227 or:2228 cap:2229 cup:222a ' +
  'int:222b there4:2234 sim:223c cong:2245 asymp:2248 ne:2260 equiv:2261 le:2264 ge:2265 sub:2282 sup:2283 ' +
  'nsub:2284 sube:2286 supe:2287 oplus:2295 otimes:2297 perp:22a5 sdot:22c5 lceil:2308 rceil:2309 ' +
  'lfloor:230a rfloor:230b loz:25ca spades:2660 clubs:2663 hearts:2665 diams:2666 lang:27e8 rang:27e9';

const NAMED = new Map<string, string>();
const LEGACY = new Set<string>();
LATIN1.split(' ').forEach((name, i) => {
  NAMED.set(name, String.fromCharCode(0xa0 + i));
  LEGACY.add(name);
});
OTHERS.split(' ').forEach((pair, i) => {
  const [name, hex] = pair.split(':') as [string, string];
  NAMED.set(name, String.fromCharCode(parseInt(hex, 16)));
  if (i < 11) LEGACY.add(name);
});

/** Windows-1252 meanings of &#128;..&#159; (0 = keep the code point), as the HTML standard maps them. */
const C1 = [
  8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0, 381, 0, 0, 8216, 8217, 8220, 8221,
  8226, 8211, 8212, 732, 8482, 353, 8250, 339, 0, 382, 376,
];

function fromNumber(code: number): string {
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\ufffd';
  if (code >= 0x80 && code <= 0x9f) return String.fromCodePoint(C1[code - 0x80] || code);
  return String.fromCodePoint(code);
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
const isAlnum = (c: number) => isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 122);

export interface DecodedEntity {
  text: string;
  /** Index just past the reference. */
  end: number;
}

/**
 * The character reference starting at html[start] ('&'), or null when it is not one (the '&' is then text).
 * In attribute values a legacy name without ';' followed by '=' or an alphanumeric is not a reference.
 */
export function decodeEntityAt(html: string, start: number, inAttribute: boolean): DecodedEntity | null {
  let i = start + 1;
  if (html.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = (html.charCodeAt(i) | 0x20) === 120; /* x */
    if (hex) i++;
    const digitsStart = i;
    let code = 0;
    while (i < html.length && (hex ? isHex(html.charCodeAt(i)) : isDigit(html.charCodeAt(i)))) {
      // Saturate: anything past U+10FFFF becomes U+FFFD anyway.
      if (code <= 0x10ffff) code = code * (hex ? 16 : 10) + parseInt(html[i] as string, 16);
      i++;
    }
    if (i === digitsStart) return null;
    if (html.charCodeAt(i) === 59 /* ; */) i++;
    return { text: fromNumber(code), end: i };
  }
  while (i < html.length && isAlnum(html.charCodeAt(i))) i++;
  const name = html.slice(start + 1, i);
  if (html.charCodeAt(i) === 59) {
    const full = NAMED.get(name);
    if (full !== undefined) return { text: full, end: i + 1 };
  }
  if (inAttribute) {
    const next = html.charCodeAt(i);
    return LEGACY.has(name) && next !== 61 /* = */ && next !== 59
      ? { text: NAMED.get(name) as string, end: i }
      : null;
  }
  // Text: the longest legacy name the run starts with ("&notit;" is "¬it;"). Legacy names are at most 6 long.
  for (let length = Math.min(name.length, 6); length >= 2; length--) {
    const prefix = name.slice(0, length);
    if (LEGACY.has(prefix)) return { text: NAMED.get(prefix) as string, end: start + 1 + length };
  }
  return null;
}
