export * from "./auth";
export * from "./beta";
export * from "./listings";
export * from "./mail";
export * from "./notifications";
export * from "./sessions";
export * from "./search";
export * from "./statistics";
