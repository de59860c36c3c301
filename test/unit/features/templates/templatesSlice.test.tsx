import { act, render, renderHook, screen } from '@testing-library/react';
import { makeStore } from '../../../../src/app/store';
import { generateTemplates as generate } from '../../../../src/features/templates/generateTemplates';
import {
  DEFAULT_TEMPLATE_COUNT,
  generateTemplates,
  MAX_TEMPLATE_COUNT,
  selectAllTemplates,
  selectTemplateById,
  selectTemplatesError,
  selectTemplatesStatus,
  templateCountFromSearch,
  templatesReducer,
} from '../../../../src/features/templates/templatesSlice';
import { TemplateProvider, useTemplates } from '../../../../src/features/templates/useTemplates';

const sample = generate(14);

describe('templates slice: the status machine', () => {
  const initial = templatesReducer(undefined, { type: '@@init' });

  it('starts idle and empty', () => {
    expect(initial).toMatchObject({ status: 'idle', ids: [], error: null });
  });

  it('goes idle → loading → ready, holding the templates by id', () => {
    const loading = templatesReducer(initial, generateTemplates.pending('r1', undefined));
    expect(loading.status).toBe('loading');
    const ready = templatesReducer(loading, generateTemplates.fulfilled(sample, 'r1', undefined));
    expect(ready.status).toBe('ready');
    expect(ready.ids).toEqual(sample.map((t) => t.id));
    expect(ready.entities['7'].name).toBe(sample[6].name);
  });

  it('goes loading → failed with the error, then loading again on retry', () => {
    const loading = templatesReducer(initial, generateTemplates.pending('r1', undefined));
    const failed = templatesReducer(
      loading,
      generateTemplates.rejected(new Error('chunk failed'), 'r1', undefined),
    );
    expect(failed).toMatchObject({ status: 'failed', error: 'chunk failed' });
    const retrying = templatesReducer(failed, generateTemplates.pending('r2', undefined));
    expect(retrying).toMatchObject({ status: 'loading', error: null });
  });
});

describe('templates/generate thunk', () => {
  it('generates the templates through the lazily loaded generator', async () => {
    const store = makeStore();
    const pending = store.dispatch(generateTemplates({ count: 21 }));
    expect(selectTemplatesStatus(store.getState())).toBe('loading');
    await pending;
    const state = store.getState();
    expect(selectTemplatesStatus(state)).toBe('ready');
    expect(selectAllTemplates(state)).toHaveLength(21);
    expect(selectTemplateById(state, '7')?.category).toBe('education');
    expect(selectTemplateById(state, '999')).toBeUndefined();
    expect(selectTemplatesError(state)).toBeNull();
  });

  it('runs once: a second dispatch while loading or ready does nothing', async () => {
    const store = makeStore();
    const first = store.dispatch(generateTemplates({ count: 7 }));
    const second = await store.dispatch(generateTemplates({ count: 14 }));
    expect(second.meta).toMatchObject({ condition: true });
    await first;
    await store.dispatch(generateTemplates({ count: 14 }));
    expect(selectAllTemplates(store.getState())).toHaveLength(7);
  });

  it('defaults to the spec count of 50', async () => {
    const store = makeStore();
    await store.dispatch(generateTemplates());
    expect(selectAllTemplates(store.getState())).toHaveLength(DEFAULT_TEMPLATE_COUNT);
  });
});

describe('templateCountFromSearch (bench-only setting)', () => {
  it.each([
    ['', 50],
    ['?nombre=10000', 10000],
    ['?q=blog&nombre=120', 120],
    ['?nombre=abc', 50],
    ['?nombre=0', 50],
    ['?nombre=-3', 50],
    ['?nombre=2.5', 50],
    ['?nombre=', 50],
    ['?nombre=999999', MAX_TEMPLATE_COUNT],
  ])('%s → %i', (search, count) => {
    expect(templateCountFromSearch(search)).toBe(count);
  });
});

describe('useTemplates()', () => {
  it('throws the spec error outside the TemplateProvider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTemplates())).toThrow(
      new Error('useTemplates must be used within a TemplateProvider'),
    );
    spy.mockRestore();
  });

  it('gives the templates and their status inside the provider (the store provider)', async () => {
    const store = makeStore();
    function Names() {
      const { templates, status } = useTemplates();
      return (
        <p>
          {status}: {templates.map((t) => t.name).join(', ')}
        </p>
      );
    }
    render(
      <TemplateProvider store={store}>
        <Names />
      </TemplateProvider>,
    );
    expect(screen.getByText(/^idle:/)).toBeInTheDocument();
    await act(() => store.dispatch(generateTemplates({ count: 2 })));
    expect(screen.getByText('ready: Business Élégant, Portfolio Minimaliste')).toBeInTheDocument();
  });
});
