// Browser tests of the editor's canvas: an editor opened with texts at known places, through the
// app's own store (`?bench=1`: the test build's hook, never in the production bundle).

export const canvas = (page) => page.getByRole('region', { name: 'Zone de travail' });

/** What the live region last said to screen readers. */
export const announced = (page) => page.locator('[data-announcer]').textContent();

/** /editor at 100 %, with one text at each of `places` (canvas pixels), nothing selected. */
export async function openWithTexts(page, places) {
  await page.goto('/editor?bench=1');
  await canvas(page).waitFor();
  await page.getByRole('button', { name: '100 %', exact: true }).click();
  for (let i = 0; i < places.length; i++) await page.locator('[data-palette-type="text"]').click();
  await page.evaluate((at) => {
    const store = window.__toileStore;
    const ids = store.getState().editor.document.pages[0].elements.map((e) => e.id);
    ids.forEach((id, i) =>
      store.dispatch({
        type: 'editor/elementMoved',
        payload: { id, position: at[i], at: Date.now() },
      }),
    );
    store.dispatch({ type: 'editor/elementSelected', payload: null });
  }, places);
}
