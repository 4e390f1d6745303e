/**
 * The property vocabulary shared by the engine and the buyer's finance. A leaf: it imports
 * nothing, so lib/engine and lib/finance can both depend on it without depending on each other
 * (lib/finance never imports lib/engine: the lint rule layers/lib-order).
 */
export const PROPERTY_TYPE_KEYS = ["House", "Unit", "Townhouse", "Apartment", "Land"] as const;
export type PropertyTypeKey = (typeof PROPERTY_TYPE_KEYS)[number];
export type BuiltTypeKey = Exclude<PropertyTypeKey, "Land">;
