// Catches a failed route chunk (or a render error) so the shell stays usable; the chunk failure
// itself was already toasted by loadChunk.
import { Component, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import i18n from '../../lib/i18n/index.js';

interface State {
  error: Error | null;
}

export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page page--error" role="alert">
        <h1 className="page__title">{i18n.t('errors.chunkTitle')}</h1>
        <p className="muted">{this.state.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Trans i18nKey="app.retry" />
        </button>
      </section>
    );
  }
}
