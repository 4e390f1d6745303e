import { PREVIEW_IMAGE_SIZE, PREVIEW_IMAGE_TYPE, sessionPreviewImage } from "@/components/previews/preview-image";
import { SESSION_PREVIEW_ALT } from "@/lib/previews/session-preview";
import { getSessionPreview } from "@/server/previews";

export const alt = SESSION_PREVIEW_ALT;
export const size = PREVIEW_IMAGE_SIZE;
export const contentType = PREVIEW_IMAGE_TYPE;

/** The session's preview image: its brief, count and top scores when shared, else the private card (server/previews.ts). */
export default async function Image({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  return sessionPreviewImage(await getSessionPreview(sessionId));
}
