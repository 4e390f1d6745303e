import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";
import { propertyScoreTone, type Tone } from "@/lib/matches/format";
import { previewImageLines, type SessionPreview } from "@/lib/previews/session-preview";

/**
 * The link-preview images (docs/PREVIEWS.md), drawn by next/og
 * (satori: inline styles, flex layout only). No font is passed, so next/og draws with the
 * Geist Regular it bundles: nothing is downloaded, at build or at run time. Text that
 * comes from a session has been through imageSafeText, so no glyph sends next/og looking
 * for a font on the network.
 */

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_IMAGE_TYPE = "image/png";

const CREAM = "#fff8ed"; // crust-50
const CRUST = "#c54808"; // crust-700
const INK = "#1f2430";
const MUTED = "#5b6170";

// The matches page's score colours (lib/matches/format.ts TONE_BADGE), as colours.
const TONE: Record<Tone, { bg: string; fg: string; ring: string }> = {
  red: { bg: "#fef2f2", fg: "#991b1b", ring: "#fecaca" },
  amber: { bg: "#fffbeb", fg: "#92400e", ring: "#fde68a" },
  green: { bg: "#f0fdf4", fg: "#166534", ring: "#bbf7d0" },
  grey: { bg: "#f9fafb", fg: "#4b5563", ring: "#e5e7eb" },
};

/** The pie of app/icon.svg. */
function Pie({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="14" fill="#ffc070" />
      <path d="M16 16 L16 2 A14 14 0 0 1 29.3 11.7 Z" fill="#ee6106" />
      <circle cx="16" cy="16" r="14" fill="none" stroke="#9c390f" strokeWidth="2" />
    </svg>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: CREAM, color: INK, padding: "64px 72px", borderTop: `16px solid ${CRUST}` }}>
      {children}
    </div>
  );
}

/** A session's preview: the private one is built from no session data at all. */
export function sessionPreviewImage(preview: SessionPreview): ImageResponse {
  const lines = previewImageLines(preview);
  const body =
    preview.kind === "private" ? (
      <Frame>
        <div style={{ display: "flex", flex: 1, alignItems: "center", justifyContent: "center", gap: 40 }}>
          <Pie size={120} />
          <div style={{ fontSize: 64 }}>{lines.heading}</div>
        </div>
      </Frame>
    ) : (
      <Frame>
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <Pie size={64} />
          <div style={{ fontSize: 36, color: CRUST }}>{lines.heading}</div>
        </div>
        <div style={{ display: "flex", marginTop: 40, fontSize: 46, lineHeight: 1.25 }}>{lines.brief}</div>
        <div style={{ display: "flex", flex: 1 }} />
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <div style={{ fontSize: 36, color: MUTED }}>{lines.countLine}</div>
          <div style={{ display: "flex", gap: 16 }}>
            {lines.topScores.map((score, i) => {
              const tone = TONE[propertyScoreTone(score)];
              return (
                <div key={i} style={{ display: "flex", alignItems: "baseline", padding: "10px 22px", borderRadius: 999, background: tone.bg, color: tone.fg, border: `3px solid ${tone.ring}` }}>
                  <span style={{ fontSize: 44 }}>{String(score)}</span>
                  <span style={{ fontSize: 26, marginLeft: 4 }}>/100</span>
                </div>
              );
            })}
          </div>
        </div>
      </Frame>
    );
  // Rendered per request and never cached: a session's results change with each search, and
  // a private session's link shows its data once its owner shares it.
  return new ImageResponse(body, { ...PREVIEW_IMAGE_SIZE, headers: { "Cache-Control": "no-store" } });
}

/** The site's default card (public/social/propie.png, written by scripts/dev/social-images.ts). */
export function sitePreviewImage(): ImageResponse {
  return new ImageResponse(
    (
      <Frame>
        <div style={{ display: "flex", alignItems: "center", gap: 32 }}>
          <Pie size={112} />
          <div style={{ fontSize: 96 }}>{siteConfig.name}</div>
          <div style={{ display: "flex", fontSize: 30, color: CRUST, border: `3px solid ${CRUST}`, borderRadius: 999, padding: "4px 18px", marginLeft: 8 }}>{siteConfig.badge}</div>
        </div>
        <div style={{ display: "flex", marginTop: 48, fontSize: 56 }}>Find your next property</div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 34, lineHeight: 1.35, color: MUTED }}>{siteConfig.description}</div>
      </Frame>
    ),
    PREVIEW_IMAGE_SIZE,
  );
}
