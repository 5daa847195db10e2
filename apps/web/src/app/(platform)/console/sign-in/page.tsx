import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { SignInForm } from "@/components/console/sign-in/sign-in-form";
import { currentStaff } from "@/server/console/console-session";

export const metadata: Metadata = {
  title: "Sign in to the dealer console",
  robots: { index: false },
};

/** Email, then the code we email: a signed-in user goes straight to the console. */
export default async function ConsoleSignIn() {
  if (await currentStaff()) redirect(CONSOLE_PATH);
  return (
    <main id="main" className="mx-auto max-w-md p-6 sm:p-10">
      <h1 className="text-2xl font-bold">Dealer console</h1>
      <p className="mt-2 text-slate-700">Sign in with your work email address.</p>
      <SignInForm />
    </main>
  );
}
