import { deserialize, serialize } from 'node:v8';
import { generateTemplates } from '../../../../src/features/templates/generateTemplates';
import { generateTemplatesOffMainThread } from '../../../../src/features/templates/templatesOffMainThread';
import { TEMPLATE_SEED } from '../../../../src/features/templates/templateSeed';
import {
  packTemplates,
  unpackTemplates,
} from '../../../../src/features/templates/templatesWorkerProtocol';

const templates = generateTemplates(60, TEMPLATE_SEED);

describe('the templates generated off the main thread', () => {
  it('cross the worker boundary unchanged, each stylesheet and thumbnail sent once', () => {
    const batch = packTemplates(templates);
    if (batch.kind !== 'batch') throw new Error('a batch');
    expect(batch.styles.length).toBe(new Set(templates.flatMap((t) => [t.css, t.siteCss])).size);
    expect(batch.thumbnails.length).toBe(new Set(templates.map((t) => t.thumbnail)).size);
    expect(batch.thumbnails.length).toBeLessThan(templates.length);
    // What crosses is plain data: the structured clone (V8's serializer) keeps all of it.
    const crossed = deserialize(serialize(batch)) as typeof batch;
    expect(unpackTemplates(crossed)).toEqual(templates);
  });

  it('are the generator’s own where no worker can start (here, Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(generateTemplatesOffMainThread(60)).resolves.toEqual(templates);
  });
});
