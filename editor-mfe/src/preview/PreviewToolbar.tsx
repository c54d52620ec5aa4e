import { breakpointForWidth, type Breakpoint } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  previewRadiusSet,
  previewWidthSet,
  previewWindowMeasured,
  selectPreviewRadius,
  selectPreviewWidth,
} from '../canvas/canvasView';
import {
  previewBreakpointSet,
  previewExited,
  selectDocument,
  selectIsPreviewMode,
} from '../state/editorSlice';
import { ChevronIcon, CloseIcon, DeviceIcon, LockIcon, PlayIcon } from './icons';
import { DEVICE_LABEL, DEVICE_WIDTH, nextDevice } from './previewDevices';
import { PreviewSlider } from './PreviewSlider';
import { RANGE_BOUND, rangeOf, withRangeEnd, type AnimationType } from './previewSettings';
import { useAutoCollapse } from './useAutoCollapse';
import { usePreviewAnimation } from './usePreviewAnimation';
import { usePreviewSettings } from './usePreviewSettings';
import styles from './PreviewToolbar.module.css';

const TYPE_LABEL: Record<AnimationType, string> = { width: 'Width', radius: 'Radius' };

/** The window's width while in preview: the canvas takes the §4 width for it until the user chooses one. */
function usePreviewWindowWidth(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const measure = () => dispatch(previewWindowMeasured(window.innerWidth));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [dispatch]);
}

/** The preview toolbar (editor-core.md §2 'Preview mode toolbar'), shown only in preview. */
export function PreviewToolbar() {
  const preview = useAppSelector(selectIsPreviewMode);
  return preview ? <PreviewControls /> : null;
}

function PreviewControls() {
  const dispatch = useAppDispatch();
  const [settings, updateSettings] = usePreviewSettings();
  const [locked, setLocked] = useState(false);
  const [running, setRunning] = useState(false);
  // Folding away while the keyboard focus is in the toolbar hands the focus to the button that unfolds it.
  const root = useRef<HTMLElement>(null);
  const reveal = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  const fold = useAutoCollapse(locked, () => {
    focusInside.current = root.current?.contains(document.activeElement) ?? false;
  });
  useLayoutEffect(() => {
    if (!fold.expanded && focusInside.current) reveal.current?.focus();
  }, [fold.expanded]);
  usePreviewWindowWidth();
  usePreviewAnimation(running, settings);

  const width = useAppSelector(selectPreviewWidth) ?? DEVICE_WIDTH.desktop;
  const documentRadius = useAppSelector((state) => selectDocument(state).gridSettings.globalBoxRadius);
  const radius = useAppSelector(selectPreviewRadius) ?? documentRadius;
  const device: Breakpoint = breakpointForWidth(width);
  const next = nextDevice(device);
  const active = settings.activeAnimationType;
  const canAnimate = settings.enabledAnimationTypes.length > 0;
  // Turning every animation off stops it (adjusted while rendering, React's pattern for state that follows props).
  if (running && !canAnimate) setRunning(false);

  const setValue = (type: AnimationType, value: number) =>
    dispatch(type === 'width' ? previewWidthSet(value) : previewRadiusSet(value));
  const toggleType = (type: AnimationType) =>
    updateSettings((current) => {
      const enabled = current.enabledAnimationTypes.includes(type)
        ? current.enabledAnimationTypes.filter((each) => each !== type)
        : [...current.enabledAnimationTypes, type];
      return { ...current, enabledAnimationTypes: enabled };
    });

  if (!fold.expanded) {
    return (
      <aside className={styles.root} aria-label="Preview controls" data-collapsed="">
        <button
          ref={reveal}
          type="button"
          className={styles.reveal}
          aria-label="Show preview controls"
          title="Show preview controls"
          onClick={fold.expand}
          onPointerEnter={fold.expand}
        >
          <ChevronIcon open={false} />
        </button>
      </aside>
    );
  }

  return (
    <aside
      ref={root}
      className={styles.root}
      aria-label="Preview controls"
      onPointerEnter={() => fold.setHovered(true)}
      onPointerLeave={() => fold.setHovered(false)}
      onPointerDown={fold.touched}
      onKeyDown={fold.touched}
    >
      <div className={styles.row}>
        <button
          type="button"
          className={styles.icon}
          aria-label="Exit preview"
          title="Exit preview"
          onClick={() => dispatch(previewExited())}
        >
          <CloseIcon />
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label="Lock sidebar"
          title={locked ? 'Unlock sidebar (it folds away after 3 s)' : 'Lock sidebar (keep it open)'}
          aria-pressed={locked}
          onClick={() => setLocked((was) => !was)}
        >
          <LockIcon locked={locked} />
        </button>
      </div>

      <button
        type="button"
        className={styles.wide}
        aria-label={`Device: ${DEVICE_LABEL[device]}. Switch to ${DEVICE_LABEL[next]}`}
        title={`Switch to ${DEVICE_LABEL[next]}`}
        data-device={device}
        onClick={() => {
          setRunning(false);
          dispatch(previewWidthSet(DEVICE_WIDTH[next]));
          dispatch(previewBreakpointSet(next));
        }}
      >
        <DeviceIcon device={device} />
        <span>{DEVICE_LABEL[device]}</span>
      </button>

      <button
        type="button"
        className={styles.wide}
        aria-pressed={running}
        disabled={!canAnimate}
        title={canAnimate ? undefined : 'Turn on the width or radius animation first'}
        onClick={() => setRunning((was) => !was)}
      >
        <PlayIcon playing={running} />
        <span>{running ? 'Stop' : 'Animate'}</span>
      </button>

      <fieldset className={styles.types}>
        <legend>Animate</legend>
        {(['width', 'radius'] as const).map((type) => (
          <label key={type} className={styles.type}>
            <input
              type="checkbox"
              checked={settings.enabledAnimationTypes.includes(type)}
              onChange={() => toggleType(type)}
            />
            {TYPE_LABEL[type]}
          </label>
        ))}
      </fieldset>

      <div className={styles.segmented} role="group" aria-label="Slider shows">
        {(['width', 'radius'] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={active === type}
            onClick={() => updateSettings((current) => ({ ...current, activeAnimationType: type }))}
          >
            {TYPE_LABEL[type]}
          </button>
        ))}
      </div>

      <PreviewSlider
        type={active}
        bound={RANGE_BOUND[active]}
        value={active === 'width' ? width : radius}
        onValue={(value) => setValue(active, value)}
        range={settings.enabledAnimationTypes.includes(active) ? rangeOf(settings, active) : null}
        onRangeEnd={(end, value) => updateSettings((current) => withRangeEnd(current, active, end, value))}
        valueLocked={running && settings.enabledAnimationTypes.includes(active)}
      />

      <button
        type="button"
        className={styles.fold}
        aria-label="Hide preview controls"
        title="Hide preview controls"
        onClick={() => {
          setLocked(false);
          fold.collapse();
        }}
      >
        <ChevronIcon open />
      </button>
    </aside>
  );
}
