/// <reference lib="webworker" />
// Checks the demo accounts' answer off the login page's main thread (decision 0056): the answer's schema
// brings zod, whose loading and set-up would otherwise be the page's only long task after its first paint.
import '../../lib/zod-jitless';
import { readDemoAnswer } from './demo-answer';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<unknown>) => {
  self.postMessage(readDemoAnswer(event.data));
};
