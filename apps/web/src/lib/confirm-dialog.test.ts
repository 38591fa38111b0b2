// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dialogsHostMounted, openConfirmModal } from './confirm-dialog';

/** What Mantine's dialogs' host would hear: the titles of the confirmations asked of it, in order. */
function listen() {
  const heard: string[] = [];
  const onOpen = (event: Event) => heard.push(String((event as CustomEvent<{ title: string }>).detail.title));
  window.addEventListener('mantine-modals:openConfirmModal', onOpen);
  return { heard, stop: () => window.removeEventListener('mantine-modals:openConfirmModal', onOpen) };
}

let stopListening: () => void = () => undefined;
afterEach(() => stopListening());

describe('openConfirmModal', () => {
  it('keeps a confirmation asked before the host listens and opens it as the host mounts', () => {
    const host = listen();
    stopListening = host.stop;
    openConfirmModal({ title: 'Выйти?' });
    openConfirmModal({ title: 'Удалить?' });
    expect(host.heard).toEqual([]);
    const unmount = dialogsHostMounted();
    expect(host.heard).toEqual(['Выйти?', 'Удалить?']);
    openConfirmModal({ title: 'Обновить?' });
    expect(host.heard).toEqual(['Выйти?', 'Удалить?', 'Обновить?']);
    // the shell left (signed out): the next one waits for the next host
    unmount();
    openConfirmModal({ title: 'Снова?' });
    expect(host.heard).toHaveLength(3);
    dialogsHostMounted();
    expect(host.heard.at(-1)).toBe('Снова?');
  });
});
