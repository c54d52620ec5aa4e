/**
 * How a control reports a value: 'live' while a gesture is under way (a slider thumb or a colour being dragged),
 * 'commit' once it is final (released, blurred, Enter, a click). A gesture is one or more 'live' values ended by
 * one 'commit', so the editor records ONE history step per gesture, never one per pixel.
 */
export type ChangePhase = 'live' | 'commit';

export type ChangeHandler<T> = (value: T, phase: ChangePhase) => void;
