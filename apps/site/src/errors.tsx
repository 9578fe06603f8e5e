import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, NestedErrorScreen } from '@amori/screens';
import { isChunkLoadError } from '@amori/core';
import { reloadForStaleChunk } from './behaviours/staleChunk';

/** Status and message of a route error: status 500 and no message unless the error says so. */
export function describeRouteError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' && data && error.status !== 404 ? data : null;
    return { status: error.status, message };
  }
  return { status: 500, message: null };
}

/** Shows the nested-error page when rendering the error page itself fails. */
export class SafeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <NestedErrorScreen homeHref="/" /> : this.props.children;
  }
}

/** The error page for a route: its status and message, inside the route's layout (its <main>). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadForStaleChunk();
  const { status, message } = describeRouteError(error);
  return (
    <SafeBoundary>
      <ErrorScreen status={status} message={message} homeHref="/" />
    </SafeBoundary>
  );
}
