"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import useSWR, { mutate } from "swr";
import { viewerSchema, type Viewer } from "@/lib/auth/viewer";
import { apiFetch } from "@/client/api";

const VIEWER_KEY = "/api/viewer";

/**
 * Who is looking, asked once per page load and again after each navigation (a
 * sign-in or sign-out ends in one), so the static pages' shells can be shared by
 * everyone. `undefined` until the first answer: show the guest's version, which is
 * what most visitors of a static page are.
 */
export function useViewer(): Viewer["user"] | undefined {
  const pathname = usePathname();
  const { data, mutate: revalidate } = useSWR(VIEWER_KEY, () => apiFetch(VIEWER_KEY, { schema: viewerSchema }), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    void revalidate();
  }, [pathname, revalidate]);
  return data === undefined ? undefined : data.user;
}

/** Forgets the viewer at once (sign-out), before the server's redirect arrives. */
export function forgetViewer(): void {
  void mutate(VIEWER_KEY, { user: null } satisfies Viewer, { revalidate: false });
}

/** Asks again (after signing in, changing or deleting the account). */
export function refreshViewer(): void {
  void mutate(VIEWER_KEY);
}
