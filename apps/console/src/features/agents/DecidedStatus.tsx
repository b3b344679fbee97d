import styles from './Agents.module.css';

/** A row's status, and under it who decided it and why (when someone did). */
export function DecidedStatus({ status, decision }: { status: string; decision: string | undefined }) {
  return (
    <>
      {status}
      {decision ? <span className={styles.note}>{decision}</span> : null}
    </>
  );
}
