"use client";

// Which search session /chat shows (the one a ?session= link restores, else the current one) and its
// conversation as loaded from the server: the restore's 2 s flag, the history's fetch and its retry.

import { useCallback, useEffect, useState } from "react";
import { chatHistoryErrorMessage, fetchChatHistory } from "@/client/chat/api";
import { useCurrentSessionId } from "@/client/session-hooks";
import { setCurrentSessionId } from "@/client/session-id";
import { RESTORE_HISTORY_DELAY_MS, RESTORING_FLAG_MS } from "@/lib/constants";
import type { ChatHistoryResponse, ChatUIMessage } from "@/lib/chat/types";
import { isSessionId } from "@/lib/session-id";

type Loaded = { sessionId: string; history: ChatHistoryResponse } | { sessionId: string; error: string };

export function useSessionHistory(restoreSessionId: string | null) {
  const currentId = useCurrentSessionId();
  const [restoring, setRestoring] = useState(() => isSessionId(restoreSessionId));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Restoring: adopt the session, hold New Search back for 2 s (spec 1 section 4).
  useEffect(() => {
    if (!isSessionId(restoreSessionId)) return;
    setCurrentSessionId(restoreSessionId);
    const timer = setTimeout(() => setRestoring(false), RESTORING_FLAG_MS);
    return () => clearTimeout(timer);
  }, [restoreSessionId]);

  const sessionId = isSessionId(restoreSessionId) && restoring ? restoreSessionId : currentId;

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    const delay = isSessionId(restoreSessionId) && sessionId === restoreSessionId ? RESTORE_HISTORY_DELAY_MS : 0;
    const timer = setTimeout(() => {
      fetchChatHistory(sessionId)
        .then((history) => !cancelled && setLoaded({ sessionId, history }))
        .catch((err) => !cancelled && setLoaded({ sessionId, error: chatHistoryErrorMessage(err) }));
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, restoreSessionId, attempt]);

  /** A writable conversation shown without a fetch: a new search's (empty) or an adopted session's (what is on screen). */
  const showWritable = useCallback((id: string, messages: ChatUIMessage[]) => {
    setLoaded({ sessionId: id, history: { sessionId: id, writable: true, messages } });
  }, []);

  /** Fetches the history again (after a failed load, or a claim that makes it writable). */
  const reload = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  const ready = loaded && loaded.sessionId === sessionId ? loaded : null;
  return { sessionId, restoring, ready, showWritable, reload };
}
