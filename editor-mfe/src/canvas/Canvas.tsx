import { DOUBLE_CLICK_MS, staggerDelayMs, type Box, type GridData } from '@bento/core';
import { useAppDispatch, useAppSelector, useAppStore } from '@bento/store';
import { useAfterPaintWhenIdle } from '@bento/ui';
import { BentoGrid, type BoxElementProps } from '@bento/ui/grid';
import { boxLinkForClick, hoverEffectOnlyIds, openBoxLink } from '@bento/ui/boxLinks';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import {
  boxSelected,
  nestedBoxSelected,
  selectDocument,
  selectEditingId,
  selectIsBoxSelected,
  selectIsPreviewMode,
  selectIsReadOnly,
  selectSelection,
  selectionCleared,
  textEditingStarted,
} from '../state/editorSlice';
import { preloadTextEditor, renderTextEditor } from '../richText/renderTextEditor';
import type { PressBox } from './BoxDnd';
import { BoxExtras, loadBoxControls } from './BoxExtras';
import type { MenuTarget } from './CanvasMenu';
import { selectPreviewRadius } from './canvasView';
import { useCanvasBreakpoint } from './useCanvasBreakpoint';
import { useEnteringBoxes } from './useEnteringBoxes';
import { useLayoutAnimation } from './useLayoutAnimation';
import styles from './Canvas.module.css';
import { CanvasDropOverlays } from '../images/drop/DropOverlays';
import { useCanvasImageDrop } from '../images/drop/useCanvasImageDrop';
import { useScreenFlag } from '../screenFlags';

// The gallery (its engines and measuring) loads only when a design is in gallery mode: not on the first screen.
const CanvasGallery = lazy(() =>
  import('./CanvasGallery').then((module) => ({ default: module.CanvasGallery })),
);

// Drag to reorder (dnd-kit) loads once the first screen has been painted, or as soon as a pointer enters the
// canvas: a drag needs a press and a move, so it is there before the first one can start.
const BoxDnd = lazy(() => import('./BoxDnd').then((module) => ({ default: module.BoxDnd })));

// The context menu loads on the first right-click, or earlier when the pointer enters the canvas or after the
// first paint when idle (../preloadOnDemand.ts): only a user's action opens it. So do a selected box's controls.
export const loadCanvasMenu = () => import('./CanvasMenu');
const CanvasMenu = lazy(() => loadCanvasMenu().then((module) => ({ default: module.CanvasMenu })));

export const EMPTY_HINT = 'Press the space bar (␣) or plus key (+) to add a box.';
/** The spec names 'the sidebar'; the input is in Grid Settings (issue 33), so the hint says so. */
export const INFINITE_EMPTY_HINT = 'Load images using the URL input panel in Grid Settings';

type SelectionMode = 'replace' | 'toggle' | 'range';

function modeOf(event: MouseEvent): SelectionMode {
  if (event.shiftKey) return 'range';
  return event.metaKey || event.ctrlKey ? 'toggle' : 'replace';
}

/** The rich-text editor's element (rendered in place of the text being edited). */
export const EDITOR_SELECTOR = '[data-testid="rich-text-editor"]';

/**
 * Text being edited keeps its own pointer gestures (placing the caret, selecting text): no selection change,
 * drag or new edit starts there.
 */
function inEditableText(target: EventTarget): boolean {
  return target instanceof Element && target.closest(`${EDITOR_SELECTOR}, [contenteditable="true"]`) !== null;
}

/**
 * The editing surface: the document rendered by the shared <BentoGrid> with the editor's behaviour on top —
 * click selection, drag to reorder, the corner resize handle, nested plus/minus buttons and context menus.
 * Every callback handed to the grid is stable (handlers read data-box-id from the event), so a click
 * re-renders only the boxes whose selection changed.
 */
export function Canvas() {
  const dispatch = useAppDispatch();
  const document = useAppSelector(selectDocument);
  const selection = useAppSelector(selectSelection);
  const editingId = useAppSelector(selectEditingId);
  const preview = useAppSelector(selectIsPreviewMode);
  const blocked = useAppSelector((state) => selectIsPreviewMode(state) || selectIsReadOnly(state));
  const previewRadius = useAppSelector(selectPreviewRadius);
  // Preview's corner radius is shown, never written: the document and its history stay as they are. In gallery
  // mode the user's own boxes stay in the document, out of sight, and come back when the mode is switched off.
  const shownDocument = useMemo((): GridData => {
    const galleryMode = document.gridSettings.isInfiniteScrollMode === true;
    const radius = preview && previewRadius !== null ? previewRadius : null;
    if (!galleryMode && radius === null) return document;
    return {
      ...document,
      boxes: galleryMode ? [] : document.boxes,
      gridSettings:
        radius === null ? document.gridSettings : { ...document.gridSettings, globalBoxRadius: radius },
    };
  }, [document, preview, previewRadius]);
  const selectedIds = useMemo(() => new Set(selection.ids), [selection.ids]);
  // The Responsive tab can set the canvas to a breakpoint's width (data-edited-breakpoint); the measured
  // breakpoint follows it.
  const { measureRef, breakpoint, edited, style: editedStyle, widthHeld } = useCanvasBreakpoint();
  useScreenFlag('width-held', widthHeld);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const pressRef = useRef<PressBox | null>(null);
  const [pointerCame, setPointerCame] = useState(false);
  const dragDue = useAfterPaintWhenIdle(true) || pointerCame;
  useLayoutAnimation(rootRef, document.boxes);
  const { isEntering, onEntered } = useEnteringBoxes(document.boxes, styles.entering);
  // The stable handlers read the latest state from the store instead of closing over it.
  const store = useAppStore();
  const isBlocked = useCallback(() => {
    const state = store.getState();
    return selectIsPreviewMode(state) || selectIsReadOnly(state);
  }, [store]);
  const isSelected = useCallback((id: string) => selectIsBoxSelected(store.getState(), id), [store]);
  /** Preview and read-only follow a box's link on click (§4, §6): the innermost linked box, not hover-only ones. */
  const followLink = useCallback(
    (event: MouseEvent) => {
      const hoverOnly = new Set(hoverEffectOnlyIds(selectDocument(store.getState()).boxes));
      const link = boxLinkForClick(event.target, hoverOnly);
      if (link) openBoxLink(link);
    },
    [store],
  );
  // After a drag or resize the pointer up produces a click: ignore it.
  const suppressClick = useRef(false);
  // The previous click, for the 300 ms double-click that starts text editing. Times are the events' own (when
  // the user clicked), not when they were handled: a busy main thread must not split a double-click.
  const lastClick = useRef<{ id: string; time: number } | null>(null);
  const clicked = useCallback(
    (id: string, mode: SelectionMode, now: number) => {
      const previous = lastClick.current;
      if (mode !== 'replace') {
        lastClick.current = null;
        return;
      }
      if (previous && previous.id === id && now - previous.time <= DOUBLE_CLICK_MS) {
        lastClick.current = null;
        dispatch(textEditingStarted(id));
        return;
      }
      lastClick.current = { id, time: now };
    },
    [dispatch],
  );

  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      return measureRef(node);
    },
    [measureRef],
  );
  // On mount the drag bindings' layout effects run before this root's ref is attached: fall back to the page.
  const findNode = useCallback(
    (id: string) =>
      (rootRef.current ?? globalThis.document).querySelector<HTMLElement>(
        `[data-box-id="${CSS.escape(id)}"]`,
      ),
    [],
  );
  const onGestureEnd = useCallback(() => {
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
  }, []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const imageDrop = useCanvasImageDrop();

  const onBoxClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      event.stopPropagation();
      if (isBlocked()) return followLink(event);
      const id = event.currentTarget.dataset.boxId;
      if (!id || suppressClick.current || inEditableText(event.target)) return;
      const mode = modeOf(event);
      dispatch(boxSelected({ id, mode }));
      clicked(id, mode, event.timeStamp);
    },
    [dispatch, isBlocked, clicked, followLink],
  );
  const onNestedClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      event.stopPropagation();
      if (isBlocked()) return followLink(event);
      const id = event.currentTarget.dataset.nestedBoxId;
      if (!id || suppressClick.current || inEditableText(event.target)) return;
      const mode = modeOf(event);
      dispatch(nestedBoxSelected({ id, mode }));
      clicked(id, mode, event.timeStamp);
    },
    [dispatch, isBlocked, clicked, followLink],
  );
  const onBoxContextMenu = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const id = event.currentTarget.dataset.boxId;
      if (!id || isBlocked() || inEditableText(event.target)) return;
      event.preventDefault();
      if (!isSelected(id)) dispatch(boxSelected({ id, mode: 'replace' }));
      setMenu({ kind: 'box', id, x: event.clientX, y: event.clientY });
    },
    [dispatch, isBlocked, isSelected],
  );
  const onNestedContextMenu = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      event.stopPropagation();
      const id = event.currentTarget.dataset.nestedBoxId;
      const parentId = event.currentTarget.closest<HTMLElement>('[data-box-id]')?.dataset.boxId;
      if (!id || !parentId || isBlocked() || inEditableText(event.target)) return;
      event.preventDefault();
      if (!isSelected(id)) dispatch(nestedBoxSelected({ id, mode: 'replace' }));
      setMenu({ kind: 'nested', id, parentId, x: event.clientX, y: event.clientY });
    },
    [dispatch, isBlocked, isSelected],
  );
  const onBoxPointerDown = useCallback((event: PointerEvent<HTMLDivElement>) => {
    // Touch goes to the TouchSensor (long press) through onTouchStart.
    if (event.pointerType === 'touch' || inEditableText(event.target)) return;
    const id = event.currentTarget.dataset.boxId;
    if (id) pressRef.current?.(id)?.onPointerDown?.(event);
  }, []);
  const onBoxTouchStart = useCallback((event: TouchEvent<HTMLDivElement>) => {
    if (inEditableText(event.target)) return;
    const id = event.currentTarget.dataset.boxId;
    if (id) pressRef.current?.(id)?.onTouchStart?.(event);
  }, []);

  const boxProps = useCallback(
    (box: Box): BoxElementProps => ({
      ...(isEntering(box.id)
        ? {
            className: `${styles.box} ${styles.entering}`,
            style: { animationDelay: `${staggerDelayMs(box.order ?? 0)}ms` },
            onAnimationEnd: onEntered,
          }
        : { className: styles.box }),
      onClick: onBoxClick,
      onContextMenu: onBoxContextMenu,
      onPointerDown: onBoxPointerDown,
      onTouchStart: onBoxTouchStart,
    }),
    [isEntering, onEntered, onBoxClick, onBoxContextMenu, onBoxPointerDown, onBoxTouchStart],
  );
  const nestedBoxProps = useCallback(
    (): BoxElementProps => ({ onClick: onNestedClick, onContextMenu: onNestedContextMenu }),
    [onNestedClick, onNestedContextMenu],
  );
  const renderBoxExtras = useCallback(
    (box: Box, selected: boolean) =>
      selected && !blocked ? (
        <BoxExtras box={box} breakpoint={breakpoint} onGestureEnd={onGestureEnd} />
      ) : null,
    [breakpoint, onGestureEnd, blocked],
  );

  const galleryConfig = document.gridSettings.isInfiniteScrollMode
    ? document.gridSettings.infiniteScrollConfig
    : undefined;
  const shownBreakpoint = breakpoint ?? 'desktop';
  const gallery =
    galleryConfig && galleryConfig.urlList.length > 0 ? (
      <Suspense fallback={null}>
        <CanvasGallery config={galleryConfig} settings={document.gridSettings} breakpoint={shownBreakpoint} />
      </Suspense>
    ) : undefined;

  const onCanvasClick = useCallback(() => {
    if (!isBlocked() && !suppressClick.current) dispatch(selectionCleared());
  }, [dispatch, isBlocked]);

  return (
    <div
      ref={setRoot}
      className={styles.canvas}
      data-testid="editor-canvas"
      data-edited-breakpoint={edited ?? undefined}
      data-device={preview ? (breakpoint ?? undefined) : undefined}
      style={editedStyle}
      onClick={onCanvasClick}
      onPointerDownCapture={preloadTextEditor}
      onPointerEnter={() => {
        setPointerCame(true);
        loadCanvasMenu().catch(() => {});
        loadBoxControls().catch(() => {});
      }}
      {...imageDrop}
    >
      <CanvasDropOverlays findBox={findNode} />
      <BentoGrid
        gridData={shownDocument}
        breakpoint={breakpoint}
        interactiveLinks={blocked}
        gallery={gallery}
        selectedIds={selectedIds}
        emptyState={
          <p className={styles.hint}>
            {document.gridSettings.isInfiniteScrollMode ? INFINITE_EMPTY_HINT : EMPTY_HINT}
          </p>
        }
        boxProps={boxProps}
        nestedBoxProps={nestedBoxProps}
        renderBoxExtras={renderBoxExtras}
        editingId={editingId}
        renderEditor={renderTextEditor}
      />
      {dragDue && (
        <Suspense fallback={null}>
          <BoxDnd
            boxes={document.boxes}
            disabled={blocked || editingId !== null}
            findNode={findNode}
            pressRef={pressRef}
            onGestureEnd={onGestureEnd}
          />
        </Suspense>
      )}
      {menu && !blocked ? (
        <Suspense fallback={null}>
          <CanvasMenu target={menu} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </div>
  );
}
