/**
 * The browser editor's Insert menu (the "+" of an MDX body's toolbar, Keystatic) hands the keyboard back to the
 * text once something is inserted. Keystatic asks for focus in the text right after the insert, while the menu is
 * still open, so it is lost, and the menu, closing, puts focus back on its "+" button: the keys typed next went to
 * that button, a space reopened the menu and the letters that followed picked and inserted more components (stray
 * UK facts, Callouts) where the writer meant words.
 * A menu closed without a choice (Escape, a click elsewhere) still leaves focus on its button, as a menu should.
 */

/** The id of the menu button whose item was just chosen, until focus comes back to it. */
let chosenFrom: string | undefined;

/**
 * The editable text under a toolbar's button: held by one of the button's nearest few enclosing elements, as an
 * MDX body's toolbar sits just above its text. A menu button elsewhere on the form (an entry's actions) has none.
 */
function textBeside(button: Element): HTMLElement | undefined {
  let at = button.parentElement;
  for (let level = 0; at && level < 4; level += 1, at = at.parentElement) {
    const text = at.querySelector<HTMLElement>('[contenteditable="true"]');
    if (text) return text;
  }
  return undefined;
}

/** A menu item being chosen (pressed, or Enter or Space on it): remembers the button its menu belongs to. */
function noteChoice(event: Event) {
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  const item = (event.target as Element | null)?.closest?.('[role="menuitem"]');
  const menu = item?.closest('[role="menu"]');
  chosenFrom = menu?.getAttribute("aria-labelledby")?.split(" ")[0] ?? undefined;
}

/**
 * Focus arriving on the button of a menu whose item was chosen: moved on to the text beside it, with the caret
 * where the editor put it (after what was inserted). Keystatic's own focusing came while the menu was open and was
 * lost, so ProseMirror never put its caret in the page, which still shows it where it was before the insert. The
 * page's caret is moved first, while the text is not focused (ProseMirror ignores that move); the text is focused
 * once the page has said the caret moved, and ProseMirror, finding a caret other than the last it saw, puts its own
 * back.
 */
function returnToText(event: FocusEvent) {
  const target = event.target as Element | null;
  if (chosenFrom === undefined || !target || target.id !== chosenFrom) return;
  chosenFrom = undefined;
  const text = target.getAttribute("aria-haspopup") === "true" ? textBeside(target) : undefined;
  const selection = target.ownerDocument.getSelection();
  if (!text || !selection) return;
  if (selection.anchorNode === text && selection.anchorOffset === 0 && selection.isCollapsed) {
    text.focus();
    return;
  }
  target.ownerDocument.addEventListener("selectionchange", () => text.focus(), { once: true });
  selection.collapse(text, 0);
}

/**
 * Installs the listeners once per page (the editor's config module may be evaluated again by hot reloading).
 * Captured, so they run before the menu's own handlers close it.
 */
export function returnFocusAfterInsert(doc: Document): void {
  const flagged = doc.documentElement;
  if (flagged.dataset.insertFocus === "on") return;
  flagged.dataset.insertFocus = "on";
  doc.addEventListener("pointerdown", noteChoice, true);
  doc.addEventListener("keydown", noteChoice, true);
  doc.addEventListener("focusin", returnToText, true);
}
