// A placeholder photo drawn on the server: a landscape (sky, sun, two hills) in one of a few palettes, its size
// written across it, as WebP. Drawn from SVG by sharp (librsvg), so any size costs one rasterisation.
import sharp from 'sharp';

/** Palettes (hues of sky, sun, hills); the photo's number picks one, so neighbours differ. */
const PALETTES = [
  { sky: 205, sun: 45, hills: 145 },
  { sky: 20, sun: 50, hills: 280 },
  { sky: 190, sun: 30, hills: 100 },
  { sky: 260, sun: 330, hills: 220 },
  { sky: 170, sun: 55, hills: 25 },
  { sky: 330, sun: 40, hills: 190 },
] as const;

export const PALETTE_COUNT = PALETTES.length;

function scene(width: number, height: number, palette: number): string {
  const { sky, sun, hills } = PALETTES[palette % PALETTES.length]!;
  const short = Math.min(width, height);
  const [w, h] = [width, height];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${sky},65%,52%)"/><stop offset="1" stop-color="hsl(${sun},75%,82%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${short * 0.1}" fill="hsl(${sun},95%,70%)"/>
<path d="M0 ${h * 0.7} Q ${w * 0.3} ${h * 0.45} ${w * 0.6} ${h * 0.68} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="hsl(${hills},35%,42%)"/>
<path d="M0 ${h * 0.85} Q ${w * 0.4} ${h * 0.7} ${w} ${h * 0.82} V ${h} H 0 Z" fill="hsl(${hills},40%,28%)"/>
<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.max(8, short * 0.08)}" fill="white" text-anchor="middle" dominant-baseline="middle">${w} × ${h}</text>
</svg>`;
}

/** The photo as WebP bytes. */
export function drawPlaceholder(width: number, height: number, palette: number): Promise<Buffer> {
  return sharp(Buffer.from(scene(width, height, palette)))
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
}
