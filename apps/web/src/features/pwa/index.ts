export { useInstallPrompt } from './install-prompt';
export { ServiceWorkerUpdate, UPDATE_MESSAGE, UPDATE_TITLE } from './sw-update';
