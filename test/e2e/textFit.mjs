// Runs in a page (page.evaluate): the words its visible texts show broken across two lines, and
// (`menus`) the menus whose items do not stand on one line. Cheap enough for every page at every
// width: a text node on one line is measured once; in one of several lines, only where each line
// starts (a binary search over its characters), where a break inside a word shows as a letter or
// digit on each side of the line's edge.

/**
 * Returns problems as sentences: « Accompagne / ment » broken in <h3 class="text-11">
 * « Accompagnement » (box 157 px wide, font 21px); menu <nav class="menu-1"> on 2 lines: …
 */
export async function textFitProblems({ menus }) {
  await document.fonts.ready;
  const problems = [];
  const WORD = /[\p{L}\p{N}]/u;
  const range = document.createRange();
  const r0 = (n) => Math.round(n);
  const describe = (el) => {
    const holder = el.closest('.el') ?? el;
    const cls = [...holder.classList].find((c) => c !== 'el') ?? '';
    const text = holder.textContent.trim().replace(/\s+/g, ' ');
    return `<${holder.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> « ${text.length > 50 ? `${text.slice(0, 49)}…` : text} » (box ${r0(holder.getBoundingClientRect().width)} px wide, font ${getComputedStyle(el).fontSize})`;
  };
  /** The top of the character at `offset` of `node` (null for one drawn with no width). */
  const charTop = (node, offset) => {
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rect = range.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0 ? rect.top : null;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.data;
    if (!text.trim() || !node.parentElement.checkVisibility()) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length < 2) continue;
    const lineHeight = Math.min(...rects.map((r) => r.height));
    const tops = [...new Set(rects.map((r) => r.top))].sort((a, b) => a - b);
    const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > lineHeight / 2);
    for (const lineTop of lines.slice(1)) {
      // The first character at or below this line: characters' tops only grow along the node.
      let low = 0;
      let high = text.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        let top = charTop(node, middle);
        // A character with no box (a collapsed space) takes its neighbour's place.
        for (let k = middle + 1; top === null && k < text.length; k++) top = charTop(node, k);
        if (top !== null && top >= lineTop - lineHeight / 2) high = middle;
        else low = middle + 1;
      }
      if (low === 0 || low >= text.length) continue;
      if (!WORD.test(text[low - 1]) || !WORD.test(text[low])) continue;
      let start = low - 1;
      while (start > 0 && WORD.test(text[start - 1])) start -= 1;
      let end = low;
      while (end < text.length && WORD.test(text[end])) end += 1;
      problems.push(
        `« ${text.slice(start, low)} / ${text.slice(low, end)} » broken across two lines in ${describe(node.parentElement)}`,
      );
    }
  }

  if (menus) {
    for (const bar of document.querySelectorAll('.menu-bar')) {
      if (!bar.checkVisibility()) continue;
      const items = [...bar.querySelectorAll('a')].map((a) => {
        range.selectNodeContents(a);
        const parts = [...range.getClientRects()].filter((r) => r.width > 0);
        return { name: a.textContent, top: a.getBoundingClientRect().top, parts };
      });
      const tops = items.map((item) => item.top);
      const wrapped = items.filter(
        (item) => new Set(item.parts.map((r) => Math.round(r.top))).size > 1,
      );
      if (Math.max(...tops) - Math.min(...tops) > 2 || wrapped.length > 0) {
        const nav = bar.closest('nav');
        const cls = [...nav.classList].find((c) => c !== 'el');
        problems.push(
          `menu <nav class="${cls}"> not on one line (${r0(nav.getBoundingClientRect().width)} px wide, font ${getComputedStyle(nav).fontSize}): ${items
            .map((item) => `« ${item.name} » at ${r0(item.top)}`)
            .join(
              ', ',
            )}${wrapped.length ? `; ${wrapped.map((item) => `« ${item.name} »`).join(', ')} on two lines` : ''}`,
        );
      }
    }
  }
  return problems;
}
