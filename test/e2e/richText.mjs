// Typing an item's « Contenu » in its rich-text editor (collections.e2e.mjs,
// collectionsList.e2e.mjs). Each step waits for what it did (the editor's blocks, a button's
// state, the focus back in the text) before the next: keys typed meanwhile would go elsewhere on
// a busy machine.
import assert from 'node:assert/strict';

/** The editor's blocks, but for the empty paragraph it keeps last (to type after a list). */
const TAGS = `(() => {
  const all = [...document.querySelectorAll('.toile-rich-text > *')];
  const last = all.at(-1);
  if (last?.tagName === 'P' && last.textContent === '') all.pop();
  return all.map((el) => el.tagName.toLowerCase()).join(' ');
})()`;

/** Clicks into `form`'s « Contenu »; `toggle` a toolbar button, wait for `blocks`. */
export async function richTextTyping(page, form) {
  await form.getByRole('textbox', { name: 'Contenu' }).click();
  const toolbar = form.getByRole('toolbar', { name: 'Mise en forme' });
  const focused = () =>
    page.waitForFunction(() => document.activeElement?.closest('.toile-rich-text'));
  await focused();
  const tagsNow = () => page.evaluate(TAGS);
  return {
    toolbar,
    blocks: (expected) =>
      page
        .waitForFunction(`${TAGS} === ${JSON.stringify(expected)}`, null, { timeout: 10_000 })
        .catch(async () => assert.fail(`blocks « ${await tagsNow()} », not « ${expected} »`)),
    toggle: async (name, pressed) => {
      await toolbar.getByRole('button', { name }).click();
      await toolbar.getByRole('button', { name, pressed }).waitFor();
      await focused();
    },
  };
}
