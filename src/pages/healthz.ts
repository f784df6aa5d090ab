/**
 * GET (and HEAD) /healthz, for a load balancer: 200 while this process can serve and store a lead, 503 with a
 * short reason when the lead store cannot be written or does not answer within 2 s. It names no configuration,
 * reads no query (`?detail` is the same answer), and is never cached or rate-limited. During a graceful stop the
 * server answers 503 before a request gets here, so the load balancer drains the instance.
 * A healthy answer adds a second line when enquiries reach nobody (no mail, no CRM): still 200, as the process
 * serves and stores leads, but whoever reads the body learns it, in words that name no setting.
 */
import type { APIRoute } from "astro";
import { createHealthCheck } from "@/lib/leads/health";
import { getLeadsRuntime } from "@/lib/leads/runtime";
import { NO_DELIVERY_WARNING, hasEnquiryDelivery } from "@/lib/launch/placeholders";

export const prerender = false;

const check = createHealthCheck(() => getLeadsRuntime(import.meta.env.SITE).store());

export const GET: APIRoute = async ({ locals }) => {
  const health = await check(locals.requestId);
  const unseen = health.ok && !hasEnquiryDelivery(process.env) ? `${NO_DELIVERY_WARNING}\n` : "";
  return new Response(health.ok ? `ok\n${unseen}` : `${health.reason}\n`, {
    status: health.ok ? 200 : 503,
    // Each answer is about this moment only: no cache may keep it.
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
};
