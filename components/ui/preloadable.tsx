"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

const noSubscription = () => () => undefined;

/**
 * A component whose code is its own chunk (as with next/dynamic), that renders without suspending once the
 * chunk is here. next/dynamic's component is React.lazy: its first render suspends even when the chunk was
 * preloaded, and React reveals a boundary that showed its fallback no sooner than 300 ms after the fallback
 * (its throttle), which a list or a conversation arriving after the page's first fetch paid each time
 * (docs/PERFORMANCE.md, "Page loads").
 *
 * `preload` starts the chunk (once); `isLoaded` says whether it is here; `Loaded` renders it (only once it is
 * here: a static component, so React keeps its state from render to render); `useLoaded` asks for the chunk
 * as a component mounts and says when it is here (false until then, and in the render that hydrates server HTML).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));

  function Loaded(props: P) {
    if (!loaded) throw new Error("preloadable: rendered before its code was loaded");
    const Component = loaded;
    return <Component {...props} />;
  }

  function useLoaded(): boolean {
    const [here, setHere] = useState(false);
    useEffect(() => {
      let live = true;
      preload().then(
        () => live && setHere(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    return here;
  }

  return { preload, isLoaded: () => loaded !== null, Loaded, useLoaded };
}

/**
 * How an instance renders, decided as it mounts: "loaded" (in the browser after hydration, the code here:
 * render it), "server" (on the server, and in the render that hydrates the server's HTML: next/dynamic's
 * component, which the server renders too; decided once, so an instance never swaps it for the other) or
 * "waiting" (mounted in the browser before the code is here: a placeholder until `useLoaded` says it is, then
 * "loaded"; not next/dynamic's Suspense, whose reveal React holds back 300 ms, docs/PERFORMANCE.md).
 */
export function useMountMode({ isLoaded, useLoaded }: { isLoaded: () => boolean; useLoaded: () => boolean }): "loaded" | "server" | "waiting" {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [atMount] = useState<"loaded" | "server" | "waiting">(() => (!client ? "server" : isLoaded() ? "loaded" : "waiting"));
  const here = useLoaded();
  return atMount === "waiting" && here ? "loaded" : atMount;
}
