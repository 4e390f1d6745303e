import "server-only";

export { listOutbox } from "@/db/queries/mail";
