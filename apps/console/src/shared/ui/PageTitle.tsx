import styles from './PageTitle.module.css';

export function PageTitle({ text }: { text: string }) {
  return <h1 className={styles.title}>{text}</h1>;
}
