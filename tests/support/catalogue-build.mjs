// @ts-check
// `npm run test:catalogue` (a step of `npm test`, beside `integration`): builds the generated catalogue that
// tests/e2e/catalogue.spec.ts browses (./catalogue-site.mjs), so the browser tests find it ready. Its build is a
// minute of CPU; beside integration, whose tests mostly wait on servers and databases, it uses a core that would
// be idle, where in the e2e step it took a core from the browsers. Run alone, the e2e step still builds it.
import { catalogueSite } from "./catalogue-site.mjs";

const began = performance.now();
const dir = await catalogueSite();
console.log(`The generated catalogue is built in ${dir} (${Math.round((performance.now() - began) / 1000)} s)`);
