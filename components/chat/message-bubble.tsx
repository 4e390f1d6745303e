"use client";

import Link from "next/link";
import { CHAT_COPY } from "@/lib/chat/copy";
import type { ChatFormData, ChatPreferencesData, ChatReplyData, ChatUIMessage } from "@/lib/chat/types";
import { DynamicForm } from "./dynamic-form";
import { RichText } from "./rich-text";

/** The parts of a message the bubble shows. */
export function readMessage(message: ChatUIMessage) {
  let text = "";
  let form: ChatFormData | null = null;
  let preferences: ChatPreferencesData | null = null;
  let reply: ChatReplyData | null = null;
  for (const part of message.parts) {
    if (part.type === "text") text += part.text;
    else if (part.type === "data-form") form = part.data;
    else if (part.type === "data-preferences") preferences = part.data;
    else if (part.type === "data-reply") reply = part.data;
  }
  return { text, form, preferences, reply };
}

export function MessageBubble({
  message,
  formActive,
  onSubmitForm,
}: {
  message: ChatUIMessage;
  /** Only the latest assistant message's form can still be answered. */
  formActive: boolean;
  onSubmitForm: (text: string) => void;
}) {
  const { text, form, preferences, reply } = readMessage(message);
  const time = message.metadata?.createdAt ? new Date(message.metadata.createdAt) : null;
  const timeLabel = time && !Number.isNaN(time.getTime()) ? time.toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit" }) : null;

  if (message.role === "user") {
    return (
      <div className="flex justify-end" data-testid="chat-message" data-role="user">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-crust-700 px-4 py-2.5 text-white shadow-sm sm:max-w-[75%]">
          <p className="break-words whitespace-pre-wrap" data-testid="chat-message-text">
            {text}
          </p>
          {timeLabel && <p className="mt-1 text-right text-xs text-crust-100">{timeLabel}</p>}
        </div>
      </div>
    );
  }

  const isNotification = message.metadata?.notification === true;
  return (
    <div className="flex justify-start" data-testid="chat-message" data-role={isNotification ? "notification" : "assistant"}>
      <div
        className={`max-w-[92%] rounded-2xl rounded-bl-sm px-4 py-3 shadow-sm ring-1 sm:max-w-[80%] ${isNotification ? "bg-crust-50 text-sm text-gray-700 ring-crust-100" : "bg-white text-ink ring-gray-200"}`}
      >
        {reply?.notice && (
          <p className="mb-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-800" data-testid="chat-notice">
            {reply.notice}
          </p>
        )}
        <div className="break-words" data-testid="chat-message-text">
          <RichText text={text} />
        </div>
        {preferences && preferences.understood.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="What I understood" data-testid="chat-understood">
            {preferences.understood.map((line) => (
              <li key={line}>
                <Link
                  href="/preferences"
                  title="Edit in Preferences"
                  className="inline-flex items-center gap-1 rounded-full border border-crust-200 bg-crust-50 px-3 py-1 text-xs font-medium text-crust-800 hover:border-crust-400"
                >
                  {line}
                  <span aria-hidden="true">✎</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {form && form.fields.length > 0 && <DynamicForm fields={form.fields} disabled={!formActive} onSubmit={onSubmitForm} />}
        {reply?.navigate && (
          <Link href="/matches" className="mt-3 inline-block text-sm font-semibold text-crust-700 underline hover:text-crust-800">
            {CHAT_COPY.viewMatches}
          </Link>
        )}
        {timeLabel && <p className="mt-1 text-xs text-gray-500">{timeLabel}</p>}
      </div>
    </div>
  );
}
