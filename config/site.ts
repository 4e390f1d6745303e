/** Site copy and navigation as data (spec 1 sections 1-2). */
export const siteConfig = {
  name: "Propie",
  badge: "Beta",
  description: "Propie scores Australian listings against your investment strategy: cash flow, growth, renovation, subdivision and split living.",
  nav: [
    { href: "/chat", label: "Assistant" },
    { href: "/preferences", label: "Preferences" },
    { href: "/matches", label: "Matches" },
    { href: "/pricing", label: "Pricing" },
  ],
  disclaimer:
    "Propie provides general information only. It is not financial advice, and Propie is not a licensed financial adviser under Australian law and holds no Australian financial services licence. Scores are algorithmic estimates from AI-interpreted third-party data; consider your own circumstances and seek independent professional advice before acting.",
} as const;
