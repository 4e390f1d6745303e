import { LandingPage } from "@/components/landing/landing-page";

export const metadata = { title: "AI property tool" };

export default function AiToolPage() {
  return <LandingPage />;
}
