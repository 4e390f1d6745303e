/** E-mails are compared lower-cased and trimmed everywhere. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
