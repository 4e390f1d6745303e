"use client";

import { useState } from "react";
import { ApiError } from "@/client/api";
import { Button } from "@/components/ui/button";
import { UNSUBSCRIBE_COPY } from "@/lib/watches/copy";
import { watchesApi } from "@/client/watches";

/** The one button of /unsubscribe: the same one-click post a mail client makes (RFC 8058), then what came of it. */
export function UnsubscribeButton({ token, name }: { token: string; name: string }) {
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done" | "failed"; message: string }>({ kind: "idle" });

  async function unsubscribe() {
    setState({ kind: "busy" });
    try {
      await watchesApi.unsubscribe(token);
      setState({ kind: "done", message: UNSUBSCRIBE_COPY.done(name) });
    } catch (err) {
      setState({ kind: "failed", message: (err instanceof ApiError && err.serverMessage) || "Couldn't unsubscribe just now. Please try again." });
    }
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="mt-6 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="unsubscribe-result">
        {state.message}
      </p>
    );
  }
  return (
    <>
      <Button size="lg" className="mt-6" onClick={() => void unsubscribe()} disabled={state.kind === "busy"}>
        {UNSUBSCRIBE_COPY.button}
      </Button>
      {state.kind === "failed" && (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="unsubscribe-result">
          {state.message}
        </p>
      )}
    </>
  );
}
