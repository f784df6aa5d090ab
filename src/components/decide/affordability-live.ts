/**
 * Makes /affordability answer as the visitor types: asks the server for the page with the new figure and
 * swaps in its rendered answer, so the rules stay on the server and the no-JavaScript page is the same page.
 * Loaded by the page on the first focus or keystroke in the form.
 */
import { parseCash, parseMonthlyIncome } from "@/lib/decide/affordability";
import { rememberCash } from "@/lib/stores/affordability";

const RESULT_ID = "affordability-result";
const DEBOUNCE_MS = 300;

/** The fields the answer reads: each has a hint, `<name>-hint`, and when the server refuses it an error, `<name>-error`. */
const FIELDS = [
  { name: "cash", parse: parseCash },
  { name: "income", parse: parseMonthlyIncome },
] as const;

/** Wires the calculator form for live updates. */
export function liveAffordability(form: HTMLFormElement): void {
  const field = form.querySelector<HTMLInputElement>('input[name="cash"]');
  if (!field) return;
  const inputs = FIELDS.map(({ name, parse }) => ({
    name,
    parse,
    element: form.querySelector<HTMLInputElement>(`input[name="${name}"]`),
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const update = async () => {
    const parsed = parseCash(field.value);
    if (parsed.status === "ok") rememberCash(parsed.cash);
    const url = new URL(form.action);
    const query = new URLSearchParams();
    for (const { name, element } of inputs)
      if (element && (name === "cash" || element.value !== "")) query.set(name, element.value);
    url.search = query.toString();
    controller?.abort();
    controller = new AbortController();
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) return;
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html").getElementById(RESULT_ID);
      const current = document.getElementById(RESULT_ID);
      if (!fresh || !current) return;
      // Replace the contents, not the element, so screen readers announce the change in the live region.
      current.innerHTML = fresh.innerHTML;
      for (const { name, parse, element } of inputs) {
        if (!element) continue;
        const invalid = parse(element.value).status === "invalid";
        element.setAttribute("aria-describedby", invalid ? `${name}-hint ${name}-error` : `${name}-hint`);
        if (invalid) element.setAttribute("aria-invalid", "true");
        else element.removeAttribute("aria-invalid");
      }
      history.replaceState(history.state, "", `${url.pathname}${url.search}`);
    } catch {
      // Aborted by a newer keystroke, or offline: the form still submits the ordinary way.
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), DEBOUNCE_MS);
  };
  for (const { element } of inputs) element?.addEventListener("input", schedule);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update();
  });
  // The keystroke that woke this script up has already changed the field.
  if (inputs.some(({ element }) => element && element.value !== element.defaultValue)) schedule();
}
