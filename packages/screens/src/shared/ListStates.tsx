import { Button, ErrorState, Skeleton } from '@amori/ui';

/** A list's loading state: `count` placeholders of its items' height, announced by `label`. */
export function LoadingSkeletons(props: { label: string; count: number; height: number; className: string }) {
  return (
    <div role="status" aria-label={props.label} className={props.className}>
      {Array.from({ length: props.count }, (_, i) => (
        <Skeleton key={i} shape="rect" height={props.height} />
      ))}
    </div>
  );
}

/**
 * A list or screen that could not load: the message announced, and a retry when the page offers
 * one. A list's message is a level-2 heading; a whole screen's (nothing else on it) a level 1.
 */
export function RetryableError(props: {
  message: string;
  retryLabel: string;
  onRetry?: (() => void) | undefined;
  headingLevel?: 1 | 2;
}) {
  return (
    <ErrorState
      message={props.message}
      announce
      headingLevel={props.headingLevel ?? 2}
      action={
        props.onRetry ? (
          <Button variant="primary" onPress={props.onRetry}>
            {props.retryLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
