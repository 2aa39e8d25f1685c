import { Component, type ReactNode } from "react";

type ErrorBoundaryProps = {
  /** What shows instead of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  /**
   * Runs when the boundary leaves the screen after showing an error, so that what failed is tried
   * afresh the next time (pass TanStack Query's `useQueryErrorResetBoundary().reset`).
   */
  onReset?: () => void;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; error: unknown };

/**
 * Keeps a failure inside a part of a screen (a modal's body, say) instead of handing it to the
 * route's error screen, which would replace the whole screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentWillUnmount() {
    if (this.state.failed) this.props.onReset?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
