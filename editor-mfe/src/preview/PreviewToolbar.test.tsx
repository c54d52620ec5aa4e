import { createAppStore, loadGridData } from '@bento/store';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectPreviewRadius, selectPreviewView, selectPreviewWidth } from '../canvas/canvasView';
import { docWith } from '../state/testUtils';
import {
  previewEntered,
  previewExited,
  selectDocument,
  selectIsPreviewMode,
  selectPreviewBreakpoint,
} from '../state/editorSlice';
import { PREVIEW_SETTINGS_KEY, readPreviewSettings } from './previewSettings';
import { PreviewToolbar } from './PreviewToolbar';

function setup() {
  const store = createAppStore();
  store.dispatch(loadGridData(docWith(2)));
  store.dispatch(previewEntered());
  const view = render(
    <Provider store={store}>
      <PreviewToolbar />
    </Provider>,
  );
  return { store, ...view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const toolbar = () => screen.getByRole('complementary', { name: 'Preview controls' });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the preview toolbar', () => {
  it('is there only in preview, and its close button exits preview', () => {
    const { store } = setup();
    expect(toolbar()).toBeInTheDocument();
    fireEvent.click(button('Exit preview'));
    expect(selectIsPreviewMode(store.getState())).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Preview controls' })).toBeNull();
  });

  it('starts at the width the window gives, and cycles the devices mobile → tablet → desktop → mobile', () => {
    const { store } = setup();
    // jsdom's window is 1024 px: 0.9 × 1024 is below the desktop threshold → the tablet width.
    expect(selectPreviewWidth(store.getState())).toBe(768);
    expect(button(/^Device: Tablet/)).toBeInTheDocument();
    const seen = [];
    for (let step = 0; step < 3; step += 1) {
      fireEvent.click(button(/^Device:/));
      seen.push([selectPreviewWidth(store.getState()), selectPreviewBreakpoint(store.getState())]);
    }
    expect(seen).toEqual([
      [1280, 'desktop'],
      [375, 'mobile'],
      [768, 'tablet'],
    ]);
  });

  it('moves the width or, switched over, the radius with its slider; the document never changes', () => {
    const { store } = setup();
    const before = selectDocument(store.getState());
    fireEvent.change(screen.getByRole('slider', { name: 'Preview width' }), { target: { value: '900' } });
    expect(selectPreviewWidth(store.getState())).toBe(900);
    fireEvent.click(button('Radius'));
    fireEvent.change(screen.getByRole('slider', { name: 'Corner radius' }), { target: { value: '40' } });
    expect(selectPreviewRadius(store.getState())).toBe(40);
    expect(selectDocument(store.getState())).toBe(before);
    expect(store.getState().editor!.past).toHaveLength(0);
  });

  it('animates between the handles and, stopped, restores the width and radius shown before', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Radius' }));
    const recorded = selectPreviewView(store.getState());
    fireEvent.click(button('Animate'));
    act(() => jest.advanceTimersByTime(1000));
    const halfWay = selectPreviewView(store.getState());
    expect(halfWay.previewWidth).toBeGreaterThan(600);
    expect(halfWay.previewWidth).toBeLessThan(1100);
    expect(halfWay.previewRadius).toBeGreaterThan(4);
    expect(halfWay.previewRadius).toBeLessThan(32);
    act(() => jest.advanceTimersByTime(1000));
    expect(selectPreviewWidth(store.getState())).toBeGreaterThan(1150);
    // The value being animated cannot be dragged meanwhile.
    expect(screen.getByRole('slider', { name: 'Preview width' })).toBeDisabled();
    fireEvent.click(button('Stop'));
    expect(selectPreviewView(store.getState())).toEqual(recorded);
  });

  it('keeps the animation settings, clamped, in local storage', () => {
    const { unmount } = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Radius' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Width animation start' }), {
      target: { value: '1180' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Width animation end' }), {
      target: { value: '700' },
    });
    expect(readPreviewSettings(window.localStorage)).toMatchObject({
      enabledAnimationTypes: ['width', 'radius'],
      animationStartWidth: 1150, // 50 px from the end at the time
      animationEndWidth: 700,
    });
    unmount();
    setup();
    expect(screen.getByRole('checkbox', { name: 'Radius' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Width animation start' })).toHaveValue('1150');
    expect(window.localStorage.getItem(PREVIEW_SETTINGS_KEY)).toContain('"animationEndWidth":700');
  });

  it('cannot animate with both animations off', () => {
    setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Width' }));
    expect(button('Animate')).toBeDisabled();
  });

  it('folds away after 3 s unused unless locked or hovered, and unfolds on demand', () => {
    setup();
    act(() => jest.advanceTimersByTime(2900));
    expect(button('Exit preview')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Exit preview' })).toBeNull();
    fireEvent.click(button('Show preview controls'));
    fireEvent.click(button('Lock sidebar'));
    expect(button('Lock sidebar')).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(10_000));
    expect(button('Exit preview')).toBeInTheDocument();
    fireEvent.click(button('Lock sidebar'));
    fireEvent.pointerEnter(toolbar());
    act(() => jest.advanceTimersByTime(10_000));
    expect(button('Exit preview')).toBeInTheDocument();
    fireEvent.pointerLeave(toolbar());
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('button', { name: 'Exit preview' })).toBeNull();
  });

  it('hands the keyboard focus to the unfold button when it folds away with the focus inside', () => {
    setup();
    button(/^Device:/).focus();
    act(() => jest.advanceTimersByTime(3000));
    expect(button('Show preview controls')).toHaveFocus();
  });

  it('forgets the temporary view when preview ends', () => {
    const { store } = setup();
    fireEvent.click(button(/^Device:/));
    act(() => {
      store.dispatch(previewExited());
    });
    expect(selectPreviewView(store.getState())).toEqual({
      previewWidth: null,
      previewWidthChosen: false,
      previewRadius: null,
    });
  });
});
