import { Component, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/i18n.ts';
import { Spinner } from '../shared/ui/Spinner.tsx';

/** The page's spinner while a screen's chunk downloads. */
export function RouteSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** The spec: a failed asynchronous route load is logged and the spinner stays. */
export class RouteLoadError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Route failed to load', error);
  }

  override render() {
    return this.state.failed ? <RouteSpinner /> : this.props.children;
  }
}
