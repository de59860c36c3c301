/// <reference lib="webworker" />
import { Faker, base, fr } from '@faker-js/faker';
import { generateTemplate } from './generateTemplates';
import {
  packTemplates,
  type TemplatesMessage,
  type TemplatesRequest,
} from './templatesWorkerProtocol';
import type { Template } from './types';

/**
 * Generates the templates away from the page's main thread (templatesOffMainThread.ts): faker,
 * the section library and the renderer are loaded, run and kept here, and the page receives the
 * templates in batches, so scrolling, typing and hydrating never wait for them.
 */

const BATCH = 500;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const send = (message: TemplatesMessage) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<TemplatesRequest>) => {
  const { count, seed } = event.data;
  try {
    const faker = new Faker({ locale: [fr, base] });
    let batch: Template[] = [];
    for (let index = 0; index < count; index += 1) {
      batch.push(generateTemplate(faker, index, seed));
      if (batch.length === BATCH) {
        send(packTemplates(batch));
        batch = [];
      }
    }
    if (batch.length) send(packTemplates(batch));
    send({ kind: 'done' });
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
