/**
 * What a toast says. The store and the toaster are UI (components/ui/toast-store.ts), but
 * browser code (client/) builds toasts too and may not import components/, so the shape
 * lives here, below both.
 */
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" | "success"; durationMs?: number };
