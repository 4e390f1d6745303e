import type { ToastInput } from "@/lib/toast";

/** A tiny global toast store: any client code calls toast(); <Toaster/> renders. */
export type ToastItem = ToastInput & { id: number };

type Listener = (items: ToastItem[]) => void;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(items);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items.slice(-4), { ...input, id }];
  emit();
  const ms = input.durationMs ?? 5_000;
  setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
