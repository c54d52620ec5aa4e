import styles from './pages.module.css';

/** /publish, reached only when signed in (the route is protected). */
export function PublishPage() {
  return (
    <main className={styles.page}>
      <h1>Publish Your Site</h1>
      <p>You&apos;re signed in, so you can publish your site.</p>
    </main>
  );
}
