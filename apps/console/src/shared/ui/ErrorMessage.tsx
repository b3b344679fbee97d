import styles from './ErrorMessage.module.css';

export function ErrorMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}
