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

/** A list that could not load: the message announced, and a retry when the page offers one. */
export function RetryableError(props: {
  message: string;
  retryLabel: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <ErrorState
      message={props.message}
      announce
      headingLevel={2}
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
