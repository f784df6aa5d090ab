/** Every published article's card, for the blog list's search, chips and Load More: fetched when the island wakes. */
import type { APIRoute } from "astro";
import { getPublishedArticles } from "@/lib/content/articles";
import { toArticleCards } from "@/lib/content/article-cards";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await toArticleCards(await getPublishedArticles())), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
