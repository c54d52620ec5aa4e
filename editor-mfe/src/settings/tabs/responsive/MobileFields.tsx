import type { Box, MobileOrder } from '@bento/core';
import { ChoiceField, ToggleField } from '@bento/ui/controls';
import { useLayoutChange } from '../size/useLayoutChange';
import styles from '../size/layoutFields.module.css';

const MOBILE_ORDERS = [
  { value: 'default', label: 'Default' },
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
] as const satisfies readonly { value: MobileOrder; label: string }[];

/** Mobile-only rules of the selected boxes: span every column, and go before or after the other boxes. */
export function MobileFields({ box }: { box: Box }) {
  const change = useLayoutChange();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Mobile</legend>
      <ToggleField
        label="Force full width on mobile"
        checked={box.forceFullWidthMobile === true}
        onChange={(forceFullWidthMobile) => change({ forceFullWidthMobile })}
      />
      <ChoiceField
        label="Mobile order"
        value={box.mobileOrder}
        options={MOBILE_ORDERS}
        onChange={(mobileOrder) => change({ mobileOrder })}
      />
    </fieldset>
  );
}
