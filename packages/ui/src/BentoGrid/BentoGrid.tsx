import type { GridData } from '@bento/core';
import styles from './BentoGrid.module.css';

/**
 * Read-only rendering of a grid document, shared by the editor and the published-site viewer.
 * Pure at render (no effects, no window access) so the server can renderToString it.
 * The editor issue grows this to every box field; content is shown as text until the sanitiser lands.
 */
export function BentoGrid({ gridData }: { gridData: GridData }) {
  const { gridSettings } = gridData;
  const boxes = [...gridData.boxes].sort((a, b) => a.order - b.order);
  return (
    <section
      className={styles.grid}
      aria-label={gridSettings.useSquircles ? 'Content Grid' : 'Grid Container'}
      data-columns={gridSettings.columnsCount}
      style={{
        gridTemplateColumns: `repeat(${gridSettings.columnsCount}, minmax(0, 1fr))`,
        gap: gridSettings.boxSpacing,
        background: gridSettings.containerBgColor,
      }}
    >
      {boxes.map((box) => (
        <div
          key={box.id}
          className={styles.box}
          data-box-id={box.id}
          style={{
            gridColumn: `span ${box.colSpan}`,
            gridRow: `span ${box.rowSpan}`,
            borderRadius: gridSettings.globalBoxRadius,
          }}
        >
          {textOf(box.contentId)}
        </div>
      ))}
    </section>
  );
}

function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
