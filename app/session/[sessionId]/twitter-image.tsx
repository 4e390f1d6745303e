// The same image for Twitter's card (summary_large_image takes 1200×630).
export { default, alt, size, contentType } from "./opengraph-image";
