import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `handler` with the input's value on the NATIVE change event: the release of a range thumb, the close of a
 * colour picker. (React's onChange is the input event, fired on every move.)
 */
export function useNativeChange(
  ref: RefObject<HTMLInputElement | null>,
  handler: (value: string) => void,
): void {
  const onChange = useEffectEvent(handler);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const listener = () => onChange(node.value);
    node.addEventListener('change', listener);
    return () => node.removeEventListener('change', listener);
  }, [ref]);
}
