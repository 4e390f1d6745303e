"use client";

import { useEffect, useState } from "react";
import { dismissToast, subscribeToasts, type ToastItem } from "./toast-store";

const STYLES = {
  default: "border-gray-200 bg-white text-ink",
  success: "border-green-200 bg-green-50 text-green-900",
  destructive: "border-red-200 bg-red-600 text-white",
} as const;

export function Toaster() {
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:bottom-4 sm:right-4 sm:left-auto sm:items-end">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.variant === "destructive" ? "alert" : "status"}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${STYLES[t.variant ?? "default"]}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold">{t.title}</p>
              {t.description && <p className="mt-1 text-sm break-words opacity-90">{t.description}</p>}
            </div>
            <button type="button" onClick={() => dismissToast(t.id)} className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg leading-none opacity-70 hover:opacity-100" aria-label="Dismiss notification">
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
