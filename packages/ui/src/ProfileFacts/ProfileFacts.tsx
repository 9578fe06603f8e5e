import * as styles from './ProfileFacts.css';

export interface ProfileFact {
  label: string;
  value: string;
}

export interface ProfileFactsProps {
  facts: readonly ProfileFact[];
  /** Shown when there are no facts, e.g. "Nothing filled in yet". */
  emptyText?: string;
}

/** A profile's attributes as a definition list of label/value pairs. */
export function ProfileFacts({ facts, emptyText }: ProfileFactsProps) {
  if (facts.length === 0) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
