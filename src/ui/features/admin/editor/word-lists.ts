/**
 * Word writes a list as paragraphs: `<p class=MsoListParagraphCxSpFirst style='mso-list:l0
 * level2 lfo1'>`, its bullet or number as text in a `mso-list:Ignore` span. Runs of such
 * paragraphs become <ul> or <ol> (a number, letter or numeral before "." or ")" makes it
 * numbered) with the level as the item's indent; one without a recognisable mso-list stays a
 * paragraph.
 */

const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d)/i;
const NUMBERED_MARKER = /^\s*\(?[0-9۰-۹٠-٩a-zA-Zivxlcdm]{1,4}[.)\-]/;

interface WordListItem {
  paragraph: Element;
  list: string;
  level: number;
}

function listItemOf(element: Element): WordListItem | null {
  if (element.tagName.toLowerCase() !== 'p') return null;
  const match = MSO_LIST.exec(element.getAttribute('style') ?? '');
  return match ? { paragraph: element, list: match[1], level: Number(match[2]) } : null;
}

/** The bullet or number Word put before the text: removed from the item, and tells the kind of list. */
function takeMarker(paragraph: Element): string {
  let marker = '';
  for (const ignored of [...paragraph.querySelectorAll('[style]')]) {
    if (!/mso-list:\s*ignore/i.test(ignored.getAttribute('style') ?? '')) continue;
    marker += ignored.textContent ?? '';
    ignored.remove();
  }
  return marker;
}

function toListItem(item: WordListItem, doc: Document): Element {
  const li = doc.createElement('li');
  li.append(...item.paragraph.childNodes);
  if (item.level > 1) li.setAttribute('data-indent', String(item.level - 1));
  return li;
}

export function wordListsToLists(doc: Document): void {
  const paragraphs = [...doc.body.querySelectorAll('p')];
  let current: { list: Element; id: string } | null = null;
  for (const paragraph of paragraphs) {
    const item = listItemOf(paragraph);
    if (!item) {
      current = null;
      continue;
    }
    const marker = takeMarker(paragraph);
    const previous = paragraph.previousElementSibling;
    if (!current || current.id !== item.list || previous !== current.list) {
      const list = doc.createElement(NUMBERED_MARKER.test(marker) ? 'ol' : 'ul');
      paragraph.before(list);
      current = { list, id: item.list };
    }
    current.list.append(toListItem(item, doc));
    paragraph.remove();
  }
}
