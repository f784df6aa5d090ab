/** The script /affordability fetches on the first focus or keystroke in its form: wires live updates. */
import { liveAffordability } from "./affordability-live";

const form = document.querySelector<HTMLFormElement>("form.affordability-form");
if (form) liveAffordability(form);
