/** Small rules that turn site settings into the words and links pages show, so every page says the same thing. */
import type { HeroVideo, SocialProfile } from "@/config/site";

/** The caption under the hero play button: a running time only when one is configured. */
export function heroVideoCaption(video: HeroVideo): string | undefined {
  const minutes = video.durationMinutes;
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  return `${Math.round(minutes)}-minute introduction`;
}

/**
 * The film's own page on its host, for the play link without JavaScript: a YouTube embed address (either host)
 * becomes its watch page; any other embed address is returned as it is.
 */
export function videoWatchUrl(embedUrl: string): string {
  const match = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/.exec(embedUrl);
  return match ? `https://www.youtube.com/watch?v=${match[1]}` : embedUrl;
}

/** Only the social profiles with a real https URL, so a half-filled setting never renders a broken link. */
export function configuredSocialProfiles(profiles: readonly SocialProfile[]): SocialProfile[] {
  return profiles.filter((profile) => profile.label.trim() !== "" && /^https:\/\/\S+$/.test(profile.url));
}
