import type { UIMessage } from "ai";
import type { ChatDataParts } from "@/lib/chat/types";

/** A Property Assistant message as useChat and the route handler's stream carry it. */
export type ChatMetadata = { createdAt?: string; notification?: boolean };
export type ChatUIMessage = UIMessage<ChatMetadata, ChatDataParts>;
