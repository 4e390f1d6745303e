/** The part of html-to-text's API server/listing-sources/description.ts uses (the package ships no types). */
declare module "html-to-text" {
  type SelectorDefinition = {
    selector: string;
    format?: string;
    options?: { ignoreHref?: boolean; uppercase?: boolean; uppercaseHeaderCells?: boolean; itemPrefix?: string };
  };
  export type HtmlToTextOptions = {
    wordwrap?: number | false | null;
    preserveNewlines?: boolean;
    selectors?: SelectorDefinition[];
  };
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
