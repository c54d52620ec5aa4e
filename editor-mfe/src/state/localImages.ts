// Images read back from the image store (contract action localImagesRestored, persistence/imageStore): each
// reference in a background (box, nested box, container) of the document, its history and a drag's snapshot
// becomes its data URL, or is removed when it could not be read. No history entry; not blocked by preview.
import { original, type Draft } from '@reduxjs/toolkit';
import type { BoxStyle, GridData } from '@bento/core';
import type { EditorState } from './editorState';

type Images = Readonly<Record<string, string | null>>;

const FIELDS = ['bgImageUrl', 'bgVideoUrl'] as const;

const named = (value: unknown, images: Images): value is string =>
  typeof value === 'string' && Object.hasOwn(images, value);

function holdsAny(doc: GridData, images: Images): boolean {
  const inStyle = (style: BoxStyle) => FIELDS.some((field) => named(style[field], images));
  return (
    named(doc.gridSettings.containerBgImageUrl, images) ||
    doc.boxes.some((box) => inStyle(box.style) || box.nestedBoxes.some((nested) => inStyle(nested.style)))
  );
}

function restoreStyle(style: Draft<BoxStyle>, images: Images): void {
  for (const field of FIELDS) {
    const value = style[field];
    if (!named(value, images)) continue;
    const image = images[value];
    if (image === null || image === undefined) delete style[field];
    else style[field] = image;
  }
}

function restoreIn(doc: Draft<GridData>, images: Images): void {
  for (const box of doc.boxes) {
    restoreStyle(box.style, images);
    for (const nested of box.nestedBoxes) restoreStyle(nested.style, images);
  }
  const container = doc.gridSettings.containerBgImageUrl;
  if (!named(container, images)) return;
  const image = images[container];
  if (image === null || image === undefined) delete doc.gridSettings.containerBgImageUrl;
  else doc.gridSettings.containerBgImageUrl = image;
}

export function restoreLocalImages(state: Draft<EditorState>, images: Images): void {
  const base = original(state) ?? (state as EditorState);
  // Only the documents that name one are drafted: the others keep their identity (records.ts caches by it).
  if (holdsAny(base.current, images)) restoreIn(state.current, images);
  base.past.forEach((doc, index) => holdsAny(doc, images) && restoreIn(state.past[index]!, images));
  base.future.forEach((doc, index) => holdsAny(doc, images) && restoreIn(state.future[index]!, images));
  if (base.dragSnapshot && holdsAny(base.dragSnapshot, images)) restoreIn(state.dragSnapshot!, images);
}
