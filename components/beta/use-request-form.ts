"use client";

// The beta request form's state and its submit: the fields, their messages, the one error toast, and sending the request.
import { useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/client/api";
import { requestBetaAccess } from "@/client/beta-request";
import { fieldErrorsOf, type FieldErrors } from "@/components/auth/form-errors";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { BETA_FIELD_REQUIRED, BETA_MESSAGES, namedFieldErrors } from "@/lib/beta/messages";
import { betaRequestSchema } from "@/lib/beta/schemas";

type RequestValues = { fullName: string; email: string; mobile: string; planInterest: string; disclaimer: boolean };

/** Under each missing field, its own name ("Please enter your mobile number"); the toast keeps the spec's sentence. */
function missingFieldErrors({ fullName, email, mobile, planInterest, disclaimer }: RequestValues): FieldErrors {
  const fields: FieldErrors = {};
  if (fullName.trim() === "") fields.fullName = [BETA_FIELD_REQUIRED.fullName];
  if (email.trim() === "") fields.email = [BETA_FIELD_REQUIRED.email];
  if (mobile.trim() === "") fields.mobile = [BETA_FIELD_REQUIRED.mobile];
  if (planInterest === "") fields.planInterest = [BETA_FIELD_REQUIRED.planInterest];
  if (!disclaimer) fields.disclaimer = [BETA_MESSAGES.acceptDisclaimer];
  return fields;
}

export function useRequestForm(defaultEmail: string) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState(defaultEmail);
  const [mobile, setMobile] = useState("");
  const [planInterest, setPlanInterest] = useState("");
  const [disclaimer, setDisclaimer] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // The form's error toast: a new try, or the request going through, takes it away (it stood beside the success toast).
  const errorToast = useRef<number | null>(null);
  const showError = (description: string) => {
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = toast({ title: "Error", description, variant: "destructive" });
  };
  const clearError = () => {
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    const body = { fullName, email, mobile, planInterest, disclaimer };
    // Missing fields first, then the disclaimer (spec 1 section 5), as one message.
    const missing = [fullName, email, mobile, planInterest].some((v) => v.trim() === "");
    if (missing || !disclaimer) {
      setErrors(missingFieldErrors(body));
      showError(missing ? BETA_MESSAGES.requiredFields : BETA_MESSAGES.acceptDisclaimer);
      return;
    }
    const parsed = betaRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(namedFieldErrors(fieldErrorsOf(parsed.error.issues)));
      showError(parsed.error.issues[0]?.message ?? BETA_MESSAGES.requiredFields);
      return;
    }
    setBusy(true);
    try {
      await requestBetaAccess(body);
      clearError();
      setSent(true);
      toast({ title: "Request received", description: "Thanks! We'll email you as soon as your beta access is ready.", variant: "success" });
    } catch (err) {
      if (err instanceof ApiError) setErrors(namedFieldErrors(err.fields));
      showError((err instanceof ApiError ? err.serverMessage : null) ?? "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return {
    values: { fullName, email, mobile, planInterest, disclaimer },
    set: { fullName: setFullName, email: setEmail, mobile: setMobile, planInterest: setPlanInterest, disclaimer: setDisclaimer },
    errors,
    busy,
    sent,
    onSubmit,
  };
}
