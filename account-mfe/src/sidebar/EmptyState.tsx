import styles from './DesignList.module.css';

export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}
