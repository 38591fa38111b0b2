import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
  /** bumped by «Повторить» so the children mount afresh and read again */
  attempt: number;
}

/**
 * The error state of a block that reads the offline copy: live queries throw their failure (IndexedDB
 * blocked, storage full, a broken row) into rendering, and this shows it in place with a retry, keeping
 * the rest of the page usable.
 */
export class DataBoundary extends Component<{ children: ReactNode; title?: string }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Ошибка чтения данных на устройстве', error, info.componentStack);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={this.props.title ?? 'Не удалось прочитать данные на устройстве'}
        >
          {error.message || 'Неизвестная ошибка хранилища браузера'}
          <div>
            <Button mt="sm" variant="light" color="red" onClick={this.retry}>
              Повторить
            </Button>
          </div>
        </Alert>
      );
    }
    return (
      <div key={attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
