// Lists everything still to replace or confirm before the site goes live, one line each with its file and field,
// and exits 1 while any remain:  npm run check:launch
// The rules are in src/lib/launch/placeholders.ts; a production build (SITE_URL set) runs the same check.
import { site } from "@/config/site";
import { launchChecklist } from "@/lib/launch/project";
import { formatLaunchList } from "@/lib/launch/placeholders";

// Run where the server runs (or with its settings), so the list says whether enquiries reach anyone.
const items = await launchChecklist({ root: process.cwd(), site, siteUrl: process.env.SITE_URL, env: process.env });
console.log(formatLaunchList(items));
process.exitCode = items.length > 0 ? 1 : 0;
