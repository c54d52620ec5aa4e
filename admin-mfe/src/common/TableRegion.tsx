import type { ReactNode, Ref } from 'react';
import { visuallyHiddenClass } from '@bento/ui';
import table from './table.module.css';

export interface TableRegionProps {
  /** The region's name: 'Sites', 'Projects'… */
  label: string;
  /** What the table holds and in which order, for assistive technology (not shown). */
  caption: string;
  /** An action or a read is under way (the region says so to assistive technology). */
  busy: boolean;
  /** The table's own classes, beside the common ones. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The table's head and body. */
  children: ReactNode;
}

/** A table in its own scrolling region (focusable, so a keyboard can scroll it on a narrow screen). */
export function TableRegion({ label, caption, busy, className, ref, children }: TableRegionProps) {
  return (
    <div ref={ref} className={table.region} role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      <table className={className ? `${table.table} ${className}` : table.table}>
        <caption className={visuallyHiddenClass}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
