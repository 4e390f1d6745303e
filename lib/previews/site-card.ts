/**
 * The site's default link preview (public/social/propie.png, drawn by
 * components/previews/preview-image.tsx and written by scripts/dev/social-images.ts):
 * what a link to the landing, /pricing or /aitool shows in a messenger.
 */
export const SITE_CARD = { url: "/social/propie.png", width: 1200, height: 630, alt: "Propie: find your next property" } as const;
