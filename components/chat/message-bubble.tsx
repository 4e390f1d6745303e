"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CHAT_COPY } from "@/lib/chat/copy";
import { opensMatchesPage } from "@/lib/chat/navigation";
import { readMessage, type BriefChange } from "@/lib/chat/transcript";
import type { ChatUIMessage } from "@/lib/chat/types";
import { BriefChangeChips } from "./brief-summary";
import { DynamicForm } from "./dynamic-form";
import { IconButton, PencilIcon } from "./icons";
import { preloadable, useMountMode } from "@/components/ui/preloadable";
import { MessageEditor } from "./message-editor";
import { SuggestionChips, SummaryCard } from "./reply-extras";

// The markdown renderer (react-markdown and its parsers) is the conversation's largest part and no reply needs it to
// let the buyer type: its own chunk, asked for once the browser is idle, the text shown plain until it is here.
const markdown = preloadable(() => import("./markdown").then((m) => m.Markdown));
if (typeof window !== "undefined") {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void markdown.preload().catch(() => undefined));
}

/** A reply's text: markdown once its renderer is here, plain text (as written) until then. */
function ReplyText({ text, streaming }: { text: string; streaming: boolean }) {
  const mode = useMountMode(markdown);
  if (mode === "loaded") return <markdown.Loaded text={text} streaming={streaming} />;
  return <p className="whitespace-pre-wrap">{text}</p>;
}

function timeLabelOf(message: ChatUIMessage): string | null {
  const time = message.metadata?.createdAt ? new Date(message.metadata.createdAt) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit" }) : null;
}

/** Under a bubble: its time, and "Stopped" when the user stopped the reply there. */
function TimeLine({ time, stopped, className }: { time: string | null; stopped: boolean; className: string }) {
  if (!time && !stopped) return null;
  return (
    <p className={`mt-1 text-xs ${className}`}>
      {stopped && <span data-testid="chat-stopped">{CHAT_COPY.stopped}</span>}
      {stopped && time && " · "}
      {time}
    </p>
  );
}

/** The user's message: plain text as typed; the last one can be edited and sent again. */
export function UserBubble({
  message,
  editable,
  editing,
  stopped,
  onEdit,
  onCancelEdit,
  onSendEdit,
}: {
  message: ChatUIMessage;
  editable: boolean;
  editing: boolean;
  /** The user stopped the reply to this message. */
  stopped: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSendEdit: (text: string) => void;
}) {
  const { text } = readMessage(message);
  const timeLabel = timeLabelOf(message);
  if (editing) {
    return (
      <div className="flex justify-end" data-testid="chat-message" data-role="user">
        <div className="w-full max-w-[92%] sm:max-w-[75%]">
          <MessageEditor initial={text} onCancel={onCancelEdit} onSend={onSendEdit} />
        </div>
      </div>
    );
  }
  return (
    <div className="group flex items-start justify-end gap-1" data-testid="chat-message" data-role="user">
      {editable && (
        <IconButton label={CHAT_COPY.editMessage} onClick={onEdit} className="mt-1 h-9 w-9 rounded-full text-gray-600 hover:bg-gray-200 hover:text-ink" testId="chat-edit">
          <PencilIcon />
        </IconButton>
      )}
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-crust-700 px-4 py-2.5 text-white shadow-sm sm:max-w-[75%]">
        <p className="break-words whitespace-pre-wrap" data-testid="chat-message-text">
          {text}
        </p>
        <TimeLine time={timeLabel} stopped={stopped} className="text-right text-white" />
      </div>
    </div>
  );
}

/**
 * An assistant reply: its markdown (streamed text rendered as it comes), what it changed
 * in the brief, the form it asks, and whatever else belongs under it (the results of the
 * search it started). Typed data parts each render here.
 */
export function AssistantBubble({
  message,
  change,
  stopped = false,
  formActive,
  chipsActive,
  onSubmitForm,
  children,
}: {
  message: ChatUIMessage;
  change: BriefChange | undefined;
  /** The user stopped this reply while it was coming. */
  stopped?: boolean;
  /** Only the latest assistant message's form can still be answered. */
  formActive: boolean;
  /** Suggestion chips can be pressed (the conversation is writable and idle). */
  chipsActive: boolean;
  /** Sends a message: a form's answers, an edited summary chip, "Search now", a suggestion. */
  onSubmitForm: (text: string) => void;
  children?: ReactNode;
}) {
  const { text, form, reply, summary, suggestions } = readMessage(message);
  const streaming = message.parts.some((p) => p.type === "text" && p.state === "streaming");
  const timeLabel = timeLabelOf(message);
  return (
    <div className="flex justify-start" data-testid="chat-message" data-role="assistant">
      <div className="max-w-[92%] min-w-0 rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-ink shadow-sm ring-1 ring-gray-200 sm:max-w-[85%]">
        {reply?.notice && (
          <p className="mb-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-800" data-testid="chat-notice">
            {reply.notice}
          </p>
        )}
        <div className="break-words" data-testid="chat-message-text">
          <ReplyText text={text} streaming={streaming} />
        </div>
        <BriefChangeChips change={change} />
        <SummaryCard summary={summary} active={formActive} onSend={onSubmitForm} />
        <SuggestionChips suggestions={suggestions} active={chipsActive} onSend={onSubmitForm} />
        {form && form.fields.length > 0 && <DynamicForm fields={form.fields} disabled={!formActive} onSubmit={onSubmitForm} />}
        {children}
        {opensMatchesPage(reply) && (
          <Link href="/matches" className="mt-3 inline-block text-sm font-semibold text-crust-700 underline hover:text-crust-800">
            {CHAT_COPY.viewMatches}
          </Link>
        )}
        <TimeLine time={timeLabel} stopped={stopped} className="text-gray-500" />
      </div>
    </div>
  );
}
